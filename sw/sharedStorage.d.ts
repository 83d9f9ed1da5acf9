/**
 * The outbox store (src/lib/outbox/store.ts, shared with the page) falls back to localStorage where it
 * exists and checks `typeof localStorage` first; a worker has none. These declarations only let that shared
 * file type-check under the WebWorker lib.
 */
interface Storage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
declare var localStorage: Storage | undefined;
