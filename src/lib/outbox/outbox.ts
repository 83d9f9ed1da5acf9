/**
 * The outbox: every submission is stored before it is sent, and stays stored until the server has it.
 * `submit()` makes the first attempt itself; flushers (the page's triggers, the service worker's `sync` event)
 * deliver whatever is left. No DOM, no React: the service worker runs this same module.
 */
import { webLockOwner, withFlushLock, type LeaseOwner } from './lock.ts';
import { senders as defaultSenders, type SenderRegistry } from './senders.ts';
import { getOutboxStore, type OutboxStore } from './store.ts';
import type { OutboxEvent, OutboxItem, SendOutcome, SubmissionKind, SubmitResult } from './types.ts';

/** Background Sync tag the service worker listens for, and the BroadcastChannel name. */
export const OUTBOX_SYNC_TAG = 'rr-outbox';
export const OUTBOX_CHANNEL = 'rr-outbox';

/** How long one flusher owns an item while sending it: longer than two sender timeouts (insert + notify). */
export const LEASE_MS = 25_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;

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
}

type Listener = (event: OutboxEvent) => void;

/** Asks the service worker for a Background Sync, where there is one and the browser supports it. */
export function registerBackgroundSync(tag = OUTBOX_SYNC_TAG): void {
  type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };
  const scope = globalThis as {
    registration?: SyncRegistration;
    navigator?: { serviceWorker?: { ready: Promise<SyncRegistration> } };
  };
  const ignore = () => undefined; // no permission or no support: the page's own flushers still run
  if (scope.registration) {
    scope.registration.sync?.register(tag).catch(ignore);
    return;
  }
  scope.navigator?.serviceWorker?.ready.then((registration) => registration.sync?.register(tag)).catch(ignore);
}

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

export function createOutbox(options: OutboxOptions = {}) {
  const getStore = options.getStore ?? getOutboxStore;
  const senders = options.senders ?? defaultSenders;
  const now = options.now ?? Date.now;
  const withLock = options.withLock ?? withFlushLock;
  const onRetry = options.onRetry ?? registerBackgroundSync;
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

  /**
   * Sends one claimed item until it is delivered, rejected or must wait. `settle` is told the visitor-facing
   * result as soon as it is known (the server accepted it, rejected it, or it has to wait); later steps such as
   * the Slack notification carry on after that. `askForSync`: whether an item that must wait asks for a
   * Background Sync (`onRetry`).
   */
  async function sendClaimed(
    store: OutboxStore,
    claimed: OutboxItem,
    { deferred, settle = () => undefined, askForSync = true }: { deferred: boolean; settle?: (result: SubmitResult) => void; askForSync?: boolean },
  ): Promise<'delivered' | 'waiting' | 'unanswered' | 'rejected'> {
    let item = claimed;
    const { id, kind } = item;
    const accept = () => {
      if (item.accepted) return;
      emit({ type: 'delivered', id, kind, draftKey: item.draftKey, deferred });
      settle({ status: 'delivered', id });
    };
    for (;;) {
      const sender = senders[kind];
      let outcome: SendOutcome;
      try {
        if (!sender) throw new Error(`no sender registered for "${kind}"`);
        outcome = await sender(item);
      } catch (error) {
        // A bug, not the network: keep the item (nothing is lost) and let the caller report it.
        await store.modify(id, (stored) => ({ ...stored, attempts: stored.attempts + 1, nextAttemptAt: now() + backoffMs(stored.attempts + 1), leaseUntil: 0 }));
        throw error;
      }
      switch (outcome.type) {
        case 'progress': {
          if (outcome.accepted) accept();
          const accepted = item.accepted || outcome.accepted === true;
          item = (await store.modify(id, (stored) => ({ ...stored, stage: outcome.stage, accepted, leaseUntil: now() + LEASE_MS }))) ?? item;
          continue;
        }
        case 'delivered':
          await store.remove(id);
          accept();
          return 'delivered';
        case 'rejected':
          await store.remove(id);
          emit({ type: 'rejected', id, kind, message: outcome.message, draftKey: item.draftKey, deferred });
          settle({ status: 'rejected', id, message: outcome.message });
          return 'rejected';
        case 'retry':
          await store.modify(id, (stored) => ({
            ...stored,
            attempts: stored.attempts + 1,
            nextAttemptAt: now() + backoffMs(stored.attempts + 1),
            leaseUntil: 0,
          }));
          // Also after acceptance (a notify step waits): page flushers plan their next run on this event.
          emit({ type: 'queued', id, kind });
          settle({ status: 'queued', id });
          if (askForSync) onRetry();
          return outcome.unanswered ? 'unanswered' : 'waiting';
      }
    }
  }

  /**
   * Stores the submission, then makes the first attempt. Resolves with what the visitor should be told:
   * delivered, queued (kept, sent later) or rejected. Throws only on a bug (the form then says so).
   */
  async function submit<P>(kind: SubmissionKind, payload: P, extra: { draftKey?: string } = {}): Promise<SubmitResult> {
    const store = await getStore();
    const createdAt = now();
    // Leased by this call from the start, so no flusher picks it up while the first attempt is in flight.
    const item: OutboxItem<P> = { id: crypto.randomUUID(), kind, payload, createdAt, attempts: 0, nextAttemptAt: createdAt, leaseUntil: createdAt + LEASE_MS, leaseOwner: owner().id, ...extra };
    await store.put(item);
    return new Promise<SubmitResult>((resolve, reject) => {
      let settled = false;
      const settle = (result: SubmitResult) => {
        if (!settled) resolve(result);
        settled = true;
      };
      sendClaimed(store, item, { deferred: false, settle }).catch((error: unknown) => {
        if (settled) console.error('[outbox] delivery step failed', error);
        else reject(error);
        settled = true;
      });
    });
  }

  /**
   * Claims an item for this flusher, atomically; undefined when it is gone, not due, or leased by a page or
   * worker that is still alive (a lease left by one that closed mid-send is taken over at once).
   */
  async function claim(store: OutboxStore, id: string, force: boolean, live: ReadonlySet<string> | null): Promise<OutboxItem | undefined> {
    const at = now();
    let claimed: OutboxItem | undefined;
    await store.modify(id, (stored) => {
      const holder = stored.leaseOwner;
      // This context is alive even before its own Web Lock has been granted.
      const holderGone = live !== null && holder !== undefined && holder !== owner().id && !live.has(holder);
      if ((stored.leaseUntil ?? 0) > at && !holderGone) return undefined;
      if (!force && stored.nextAttemptAt > at) return undefined;
      claimed = { ...stored, leaseUntil: at + LEASE_MS, leaseOwner: owner().id };
      return claimed;
    });
    return claimed;
  }

  /**
   * Sends everything that is due, oldest first, one flusher at a time. `force` ignores back-off: use it when
   * there is fresh reason to think the network is back (online event, page start, Background Sync).
   * An attempt nothing answered (offline, refused, timed out) ends the flush, as the first failure ends a
   * replay of Workbox's background-sync queue: the rest would only spend a send timeout each. In the service
   * worker that time extends the `sync` event, and a worker busy with events delays a new version taking
   * over. The next flush is then due at that item's back-off.
   * An answered failure (a 503 of one endpoint) costs little, so the flush goes on with the others.
   * `inSyncEvent`: the flush runs inside the worker's `sync` event, whose rejection already has the browser
   * retry it with its own back-off. Registering the tag again from inside the event would have it fire again
   * as soon as this one ends: with a backend answering 503 the worker sent the same lead in a loop, ~80 times
   * a second, and never went idle, so a new worker could not take over and navigations waited on it.
   * `signal`: once aborted, the flush stops waiting for the lock (rejecting with the signal's reason) and
   * claims no further item; the item in flight finishes, and the rest wait for the next flush.
   */
  async function flush({ force = false, inSyncEvent = false, signal }: { force?: boolean; inSyncEvent?: boolean; signal?: AbortSignal } = {}): Promise<FlushSummary> {
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
          const result = await sendClaimed(store, claimed, { deferred: true, askForSync: !inSyncEvent });
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
      return { delivered, pending: left.length, nextAttemptAt: nextAttemptOf(left, unansweredId) };
    }, signal);
  }

  function onEvent(listener: Listener): () => void {
    openChannel();
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  async function pending(): Promise<OutboxItem[]> {
    return (await getStore()).list();
  }

  return { submit, flush, onEvent, pending };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The page's and the worker's outbox, over the shared IndexedDB store. */
const outbox = createOutbox();

export const submit = outbox.submit;
/** Delivers what is waiting; the service worker calls this from its `sync` event and on start. */
export const flushOutbox = outbox.flush;
export const onOutboxEvent = outbox.onEvent;
export const pendingOutboxItems = outbox.pending;
