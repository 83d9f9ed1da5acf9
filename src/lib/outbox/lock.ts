/**
 * One flusher at a time across tabs and the service worker, through the Web Locks API where the browser has it
 * (window and worker alike). Where it is missing (older Safari), flushers run side by side; the per-item lease
 * in the store and the server's duplicate-id check still keep each submission delivered once.
 */
export const FLUSH_LOCK = 'rr-outbox-flush';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

export function withFlushLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(FLUSH_LOCK, run) : run();
}
