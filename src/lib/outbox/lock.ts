/**
 * One flusher at a time across tabs and the service worker, through the Web Locks API where the browser has it
 * (window and worker alike). Where it is missing (older Safari), flushers run side by side; the per-item lease
 * in the store and the server's duplicate-id check still keep each submission delivered once.
 */
export const FLUSH_LOCK = 'rr-outbox-flush';
const OWNER_LOCK_PREFIX = 'rr-outbox-owner:';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

function lockManager(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

/** Runs `run` holding the flush lock; an aborted `signal` gives up the wait for it (rejects with its reason). */
export function withFlushLock<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = lockManager();
  if (!locks) return signal?.aborted ? Promise.reject(signal.reason) : run();
  return signal ? locks.request(FLUSH_LOCK, { signal }, run) : locks.request(FLUSH_LOCK, run);
}

/** Who holds an item's lease, and which holders are still alive. */
export interface LeaseOwner {
  /** This page's (or worker's) id, written on the items it leases. */
  id: string;
  /** The ids of the pages and workers that are still alive, or null where the browser cannot tell. */
  liveOwners(): Promise<ReadonlySet<string> | null>;
}

/**
 * This context as a lease owner, alive for as long as it holds a Web Lock named after its id: the browser
 * releases that lock when the page closes, reloads or navigates away, or the worker stops. An item leased by a
 * context that is gone can then be taken over at once instead of when its lease runs out (25 s).
 */
export function webLockOwner(): LeaseOwner {
  const id = crypto.randomUUID();
  const locks = lockManager();
  // Held until the context ends: the callback's promise never settles.
  void locks?.request(`${OWNER_LOCK_PREFIX}${id}`, () => new Promise<never>(() => {}));
  return {
    id,
    async liveOwners() {
      if (!locks) return null;
      // A context whose lock request is still pending (it has only just started) is alive too.
      const { held = [], pending = [] } = await locks.query();
      return new Set(
        [...held, ...pending].flatMap(({ name }) =>
          name?.startsWith(OWNER_LOCK_PREFIX) ? [name.slice(OWNER_LOCK_PREFIX.length)] : [],
        ),
      );
    },
  };
}
