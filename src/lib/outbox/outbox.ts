/**
 * The outbox: every submission is stored before it is sent (submit.ts), and stays stored until the server has
 * it. Flushers (the page's triggers, the service worker's `sync` event) deliver it, the first attempt included, and
 * tell its form the answer. No DOM, no React: the service worker runs this same module.
 */
import { isHopeless, MAX_REPORT_ATTEMPTS, reportDeadLetter, type DeadLetterReporter } from './deadLetter.ts';
import { doubtBackoffMs, isDoubtOver, MAX_DOUBTFUL_ANSWERS } from './doubts.ts';
import { webLockOwner, withFlushLock, type LeaseOwner } from './lock.ts';
import { currentPayloads, isFromNewerApp, upgradePayload, type PayloadVersions } from './payloadVersions.ts';
import { senders as defaultSenders, type SenderRegistry } from './senders.ts';
import { OUTBOX_CHANNEL, registerBackgroundSync } from './signals.ts';
import { getOutboxStore, type OutboxStore } from './store.ts';
import type { FinalOutcome, OutboxEvent, OutboxItem } from './types.ts';

/** How long one flusher owns an item while sending it: longer than two sender timeouts (insert + notify). */
export const LEASE_MS = 25_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;
export { MAX_DOUBTFUL_ANSWERS } from './doubts.ts';
/** Steps one send may take: a sender that reports progress without end is a bug, not a long delivery. */
const MAX_STEPS = 8;

/** 2 s, 4 s, 8 s … capped at 60 s: gentle on a server that is down, quick after a blip. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export interface FlushSummary {
  delivered: number;
  /** Items still waiting after this flush. */
  pending: number;
  /** When the earliest waiting item may be retried (epoch ms), or null when nothing waits. */
  nextAttemptAt: number | null;
}

export interface OutboxOptions {
  getStore?: () => Promise<OutboxStore>;
  senders?: SenderRegistry;
  now?: () => number;
  withLock?: <T>(run: () => Promise<T>, signal?: AbortSignal) => Promise<T>;
  /** BroadcastChannel name to share events with other tabs and the worker; null for none (tests). */
  channelName?: string | null;
  /** Called when an attempt ends in `retry`: the default registers a Background Sync tag. */
  onRetry?: () => void;
  /** This context as a lease holder; the default is alive while it holds a Web Lock (lock.ts). */
  owner?: LeaseOwner;
  /** The payload version this app writes and how older payloads are brought to it (payloadVersions.ts). */
  payloads?: PayloadVersions;
  /** Tells the backend about an item given up on (deadLetter.ts). */
  reportDead?: DeadLetterReporter;
}

/** The outbox's state on this device: items still to deliver, and items given up on. */
export interface OutboxStatus {
  pending: number;
  dead: number;
}

type Listener = (event: OutboxEvent) => void;

/** One attempt's outcome, with what it taught about a temporary-looking answer. */
type Attempted = FinalOutcome & { doubts?: number; doubtingSince?: number; backendsWait?: boolean };

/**
 * When the next flush is due: at the back-off of the item nothing answered, if a flush stopped at one (the
 * backend gets its rest), otherwise when the earliest waiting item is due and free of its lease.
 */
function nextAttemptOf(left: OutboxItem[], unansweredId: string | undefined): number | null {
  const unanswered = left.find((item) => item.id === unansweredId);
  if (unanswered) return unanswered.nextAttemptAt;
  if (!left.length) return null;
  return Math.min(...left.map((item) => Math.max(item.nextAttemptAt, item.leaseUntil ?? 0)));
}

/** Resolves with `task`, or rejects once `ms` have passed: a sender that never settles must not hold the flush. */
function withDeadline<T>(task: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the sender did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([task, deadline]).finally(() => clearTimeout(timer));
}

export function createOutbox(options: OutboxOptions = {}) {
  const getStore = options.getStore ?? getOutboxStore;
  const senders = options.senders ?? defaultSenders;
  const now = options.now ?? Date.now;
  const withLock = options.withLock ?? withFlushLock;
  const onRetry = options.onRetry ?? registerBackgroundSync;
  const payloads = options.payloads ?? currentPayloads;
  const reportDead = options.reportDead ?? reportDeadLetter;
  let ownerOfLeases = options.owner;
  const owner = () => (ownerOfLeases ??= webLockOwner());
  const listeners = new Set<Listener>();
  const channelName = options.channelName === undefined ? OUTBOX_CHANNEL : options.channelName;
  let channel: BroadcastChannel | undefined;

  function openChannel(): BroadcastChannel | undefined {
    if (channel || !channelName || typeof BroadcastChannel === 'undefined') return channel;
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (message: MessageEvent<OutboxEvent>) => {
      for (const listener of listeners) listener(message.data);
    };
    return channel;
  }

  function emit(event: OutboxEvent): void {
    for (const listener of listeners) listener(event);
    openChannel()?.postMessage(event);
  }

  /** Sends one step of `item` in this app's payload version; a sender that throws or never settles throws. */
  async function attempt(item: OutboxItem): Promise<Attempted> {
    const sender = senders[item.kind];
    if (!sender) throw new Error(`no sender registered for "${item.kind}"`);
    const outcome = await withDeadline(sender(upgradePayload(item, payloads)), LEASE_MS);
    if (outcome.type !== 'doubtful') return outcome;
    const doubts = (item.doubts ?? 0) + 1;
    const doubtingSince = item.doubtingSince ?? now();
    const retry = {
      type: 'retry' as const,
      reason: outcome.reason,
      unanswered: outcome.unanswered,
      status: outcome.status,
      doubts,
      doubtingSince,
    };
    // A fetch that failed while online is believed to be a failure after a few tries: it costs nothing, as it
    // is retried anyway, and it stops holding the items behind it.
    if (outcome.definitive.type === 'retry')
      return doubts < MAX_DOUBTFUL_ANSWERS ? retry : { ...outcome.definitive, doubts, doubtingSince };
    // Anything else would end the submission: retried, further and further apart, until the answer has kept
    // coming for hours.
    if (!isDoubtOver(doubts, doubtingSince, now())) return { ...retry, backendsWait: true };
    console.warn(`[outbox] ${item.kind} ${item.id}: ${outcome.reason} ${doubts} times in hours; taken as final`);
    return { ...outcome.definitive, doubts, doubtingSince };
  }

  /**
   * Records a failed attempt: back-off, and, when something answered (or the sender threw), one more failure
   * towards the dead letter. Returns the stored item.
   */
  async function recordFailure(
    store: OutboxStore,
    id: string,
    {
      status = 0,
      answered,
      doubts,
      doubtingSince,
      backendsWait = false,
    }: { status?: number; answered: boolean; doubts?: number; doubtingSince?: number; backendsWait?: boolean },
  ): Promise<OutboxItem | undefined> {
    const at = now();
    const stored = await store.modify(id, (current) => {
      const attempts = current.attempts + 1;
      const next: OutboxItem = {
        ...current,
        attempts,
        nextAttemptAt: at + (backendsWait ? doubtBackoffMs(doubts ?? 1) : backoffMs(attempts)),
        leaseUntil: 0,
        lastStatus: status,
        waitIsBackends: backendsWait,
        // The form has had its answer now (kept): what later flushes come to, a refusal too, is the notices' news.
        answerBy: undefined,
      };
      if (doubts !== undefined) next.doubts = doubts;
      if (doubtingSince !== undefined) next.doubtingSince = doubtingSince;
      if (!answered) return next;
      next.failures = (current.failures ?? 0) + 1;
      next.failingSince = current.failingSince ?? at;
      if (isHopeless(next, at)) next.deadAt = at;
      return next;
    });
    if (stored?.deadAt === at) {
      console.error(
        `[outbox] gave up on ${stored.kind} ${id} after ${stored.attempts} attempts (last status ${status}); it stays on this device`,
      );
    }
    return stored;
  }

  /** Makes the item a dead letter at once: the server refused it for good, after the visitor's form had answered. */
  async function giveUp(store: OutboxStore, id: string, status: number | undefined): Promise<void> {
    const at = now();
    const stored = await store.modify(id, (current) => ({
      ...current,
      attempts: current.attempts + 1,
      lastStatus: status ?? current.lastStatus ?? 0,
      leaseUntil: 0,
      deadAt: at,
    }));
    if (stored)
      console.error(
        `[outbox] the server refused ${stored.kind} ${id} (status ${stored.lastStatus}); kept as a dead letter`,
      );
  }

  /**
   * Sends one claimed item until it is delivered, rejected or must wait. `deferred()`: whether the item's form has
   * had its answer (its `answerBy` has passed), so what follows is the notices' to say; until then the outcome is the
   * form's, and a refusal leaves nothing behind, as the form still holds what was typed. The form is answered as soon
   * as the server holds the submission: later steps such as the Slack notification carry on after that.
   * `askForSync`: whether an item that must wait asks for a Background Sync (`onRetry`).
   */
  async function sendClaimed(
    store: OutboxStore,
    claimed: OutboxItem,
    { deferred, askForSync = true }: { deferred: () => boolean; askForSync?: boolean },
  ): Promise<'delivered' | 'waiting' | 'unanswered' | 'rejected'> {
    let item = claimed;
    const { id, kind } = item;
    const accept = () => {
      if (item.accepted) return;
      emit({ type: 'delivered', id, kind, draftKey: item.draftKey, deferred: deferred() });
    };
    for (let step = 0; ; step += 1) {
      let outcome: Attempted;
      try {
        if (step >= MAX_STEPS) throw new Error(`the ${kind} sender took ${step} steps without finishing`);
        outcome = await attempt(item);
      } catch (error) {
        // A bug, not the network: keep the item (nothing is lost), count it towards the dead letter so it
        // cannot fail forever, and let the caller report it.
        await recordFailure(store, id, { answered: true });
        throw error;
      }
      switch (outcome.type) {
        case 'progress': {
          if (outcome.accepted) accept();
          const accepted = item.accepted || outcome.accepted === true;
          // A new stage starts its own count of temporary-looking answers.
          item =
            (await store.modify(id, (stored) => ({
              ...stored,
              stage: outcome.stage,
              accepted,
              doubts: 0,
              doubtingSince: undefined,
              leaseUntil: now() + LEASE_MS,
            }))) ?? item;
          continue;
        }
        case 'delivered':
          await store.remove(id);
          accept();
          return 'delivered';
        case 'rejected':
          // In the form's answer window: the form says so and still holds what was typed. Later, nobody holds it:
          // a dead letter, reported (without the details) so the team learns of it, never a silent delete.
          if (deferred()) await giveUp(store, id, outcome.status);
          else await store.remove(id);
          emit({ type: 'rejected', id, kind, message: outcome.message, draftKey: item.draftKey, deferred: deferred() });
          return 'rejected';
        case 'retry':
          await recordFailure(store, id, {
            status: outcome.status,
            answered: !outcome.unanswered,
            doubts: outcome.doubts,
            doubtingSince: outcome.doubtingSince,
            backendsWait: outcome.backendsWait,
          });
          // Also after acceptance (a notify step waits): page flushers plan their next run on this event.
          emit({ type: 'queued', id, kind, deferred: deferred() });
          if (askForSync) onRetry();
          return outcome.unanswered ? 'unanswered' : 'waiting';
      }
    }
  }

  /**
   * Claims an item for this flusher, atomically; undefined when it is gone, not due, given up on, only for a
   * newer app, or leased by a page or worker that is still alive (a lease left by one that closed mid-send is
   * taken over at once).
   */
  async function claim(
    store: OutboxStore,
    id: string,
    force: boolean,
    live: ReadonlySet<string> | null,
  ): Promise<OutboxItem | undefined> {
    const at = now();
    let claimed: OutboxItem | undefined;
    await store.modify(id, (stored) => {
      if (stored.deadAt !== undefined || isFromNewerApp(stored, payloads)) return undefined;
      const holder = stored.leaseOwner;
      // This context is alive even before its own Web Lock has been granted.
      const holderGone = live !== null && holder !== undefined && holder !== owner().id && !live.has(holder);
      if ((stored.leaseUntil ?? 0) > at && !holderGone) return undefined;
      // `force` (a page load, `online`) says the network may be back, nothing about a backend that asked to wait.
      if ((!force || stored.waitIsBackends) && stored.nextAttemptAt > at) return undefined;
      claimed = { ...stored, leaseUntil: at + LEASE_MS, leaseOwner: owner().id };
      return claimed;
    });
    return claimed;
  }

  /**
   * Tells the backend about the dead letters it has not heard of yet, oldest first; stops when nothing answers.
   * A report that fails is tried again by a later flush, up to MAX_REPORT_ATTEMPTS.
   */
  async function reportDeadLetters(store: OutboxStore, items: OutboxItem[], signal?: AbortSignal): Promise<void> {
    for (const item of items) {
      if (signal?.aborted) return;
      if (item.deadAt === undefined || (item.reportAttempts ?? 0) >= MAX_REPORT_ATTEMPTS) continue;
      // Reported by an earlier app, which kept the details: they go now.
      const result = item.reported
        ? 'stored'
        : await reportDead(item).catch((error: unknown) => {
            console.error('[outbox] could not report a dead letter', error);
            return 'failed' as const;
          });
      // Reported: the team knows, and the visitor's details leave the device.
      if (result === 'stored') await store.remove(item.id);
      else await store.modify(item.id, (stored) => ({ ...stored, reportAttempts: (stored.reportAttempts ?? 0) + 1 }));
      if (result === 'unanswered') return;
    }
  }

  /**
   * Sends everything that is due, oldest first, one flusher at a time. `force` ignores back-off: use it when
   * there is fresh reason to think the network is back (online event, page start, Background Sync).
   * An attempt nothing answered (offline, refused, timed out) ends the flush, as the first failure ends a
   * replay of Workbox's background-sync queue: the rest would only spend a send timeout each. In the service
   * worker that time extends the `sync` event, and a worker busy with events delays a new version taking
   * over. The next flush is then due at that item's back-off.
   * An answered failure (a 503 of one endpoint), or a sender that throws, costs little, so the flush goes on
   * with the others: an item that keeps failing never keeps newer ones waiting, and is given up on in the end
   * (deadLetter.ts). Dead letters are skipped, and reported once the rest is done.
   * `inSyncEvent`: the flush runs inside the worker's `sync` event, whose rejection already has the browser
   * retry it with its own back-off. Registering the tag again from inside the event would have it fire again
   * as soon as this one ends: with a backend answering 503 the worker sent the same lead in a loop, ~80 times
   * a second, and never went idle, so a new worker could not take over and navigations waited on it.
   * `signal`: once aborted, the flush stops waiting for the lock (rejecting with the signal's reason) and
   * claims no further item; the item in flight finishes, and the rest wait for the next flush.
   */
  async function flush({
    force = false,
    inSyncEvent = false,
    signal,
  }: {
    force?: boolean;
    inSyncEvent?: boolean;
    signal?: AbortSignal;
  } = {}): Promise<FlushSummary> {
    const store = await getStore();
    return withLock(async () => {
      let delivered = 0;
      let unansweredId: string | undefined;
      const items = (await store.list()).sort((a, b) => a.createdAt - b.createdAt);
      const live = await owner().liveOwners();
      for (const { id } of items) {
        if (signal?.aborted) break;
        const claimed = await claim(store, id, force, live);
        if (!claimed) continue;
        try {
          // A form that kept the item waits for its answer until `answerBy` (keep.ts): until then it is the form's.
          const deferred = () => !((claimed.answerBy ?? 0) > now());
          const result = await sendClaimed(store, claimed, { deferred, askForSync: !inSyncEvent });
          if (result === 'delivered') delivered += 1;
          if (result === 'unanswered') {
            unansweredId = id;
            break;
          }
        } catch (error) {
          console.error('[outbox] delivery failed unexpectedly; kept for a later retry', error);
        }
      }
      const left = await store.list();
      if (!unansweredId)
        await reportDeadLetters(
          store,
          left.sort((a, b) => a.createdAt - b.createdAt),
          signal,
        );
      const waiting = left.filter((item) => item.deadAt === undefined);
      // No run to plan for items only a newer app may send: due at once and never claimed, a timer would spin.
      const ours = waiting.filter((item) => !isFromNewerApp(item, payloads));
      return { delivered, pending: waiting.length, nextAttemptAt: nextAttemptOf(ours, unansweredId) };
    }, signal);
  }

  function onEvent(listener: Listener): () => void {
    openChannel();
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The items still to deliver (dead letters are not among them: they wait for nothing). */
  async function pending(): Promise<OutboxItem[]> {
    return (await (await getStore()).list()).filter((item) => item.deadAt === undefined);
  }

  async function status(): Promise<OutboxStatus> {
    const items = await (await getStore()).list();
    const dead = items.filter((item) => item.deadAt !== undefined).length;
    return { pending: items.length - dead, dead };
  }

  return { flush, onEvent, pending, status };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The page's and the worker's outbox, over the shared IndexedDB store. */
const outbox = createOutbox();

/** Delivers what is waiting; the service worker calls this from its `sync` event and on start. */
export const flushOutbox = outbox.flush;
export const onOutboxEvent = outbox.onEvent;
export const pendingOutboxItems = outbox.pending;
/** How many items wait and how many were given up on (dead letters, kept on this device). */
export const outboxStatus = outbox.status;
