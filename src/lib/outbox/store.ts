/**
 * Where outbox items wait: IndexedDB through idb-keyval, in a database of their own, shared by every tab and
 * the service worker. No DOM, no React: the worker imports this file too.
 */
import { createStore, del, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import { OUTBOX_DB, OUTBOX_FALLBACK_KEY, OUTBOX_OBJECT_STORE } from '../../shared/storageKeys.ts';
import type { OutboxItem } from './types.ts';

export interface OutboxStore {
  /** 'indexeddb', or 'fallback' (memory + localStorage) where IndexedDB cannot be opened. */
  readonly backend: 'indexeddb' | 'fallback';
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  list(): Promise<OutboxItem[]>;
  /**
   * Read-modify-write of one item as one atomic step (one IndexedDB readwrite transaction). `change` gets the
   * stored item and returns the new one, or `undefined` to leave it as it is; the item stored afterwards is
   * returned (undefined when there is none).
   */
  modify(id: string, change: (item: OutboxItem) => OutboxItem | undefined): Promise<OutboxItem | undefined>;
}

/** The IndexedDB store; `dbName` differs only in tests. */
export function indexedDbStore(dbName: string = OUTBOX_DB): OutboxStore {
  const db: UseStore = createStore(dbName, OUTBOX_OBJECT_STORE);
  return {
    backend: 'indexeddb',
    put: (item) => set(item.id, item, db),
    remove: (id) => del(id, db),
    list: () => values<OutboxItem>(db),
    modify: (id, change) =>
      db(
        'readwrite',
        (store) =>
          new Promise<OutboxItem | undefined>((resolve, reject) => {
            const request = store.get(id);
            // Put inside the get's success callback: the transaction is guaranteed active there (as idb-keyval's update does).
            request.onsuccess = () => {
              const current = request.result as OutboxItem | undefined;
              try {
                const next = current && change(current);
                if (next) store.put(next, id);
                promisifyRequest(store.transaction).then(() => resolve(next ?? current), reject);
              } catch (error) {
                reject(error);
              }
            };
            request.onerror = () => reject(request.error);
          }),
      ),
  };
}

function readLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // a sandboxed iframe or blocked storage throws on access
  }
}

/** Where the fallback keeps one item: its own key, so no tab ever rewrites what another tab kept. */
const fallbackKey = (id: string) => `${OUTBOX_FALLBACK_KEY}:${id}`;
const FALLBACK_ITEM_PREFIX = fallbackKey('');
/** Keeps one item under its own fallback key; throws when localStorage refuses (full, or writes blocked). */
const writeFallbackItem = (storage: Storage, item: OutboxItem) =>
  storage.setItem(fallbackKey(item.id), JSON.stringify(item));

function parseItem(text: string | null): OutboxItem | undefined {
  try {
    const parsed: unknown = JSON.parse(text ?? 'null');
    return parsed && typeof parsed === 'object' && typeof (parsed as OutboxItem).id === 'string'
      ? (parsed as OutboxItem)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Earlier apps kept every item in one object under {@link OUTBOX_FALLBACK_KEY}: its items move to keys of their
 * own, then it goes. A copy that fails (storage full) leaves it, to be tried again, and its items still listed.
 */
function moveLegacyItems(storage: Storage): OutboxItem[] {
  let legacy: Record<string, OutboxItem>;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_FALLBACK_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return [];
    legacy = parsed as Record<string, OutboxItem>;
  } catch {
    return [];
  }
  try {
    for (const item of Object.values(legacy))
      if (storage.getItem(fallbackKey(item.id)) === null) writeFallbackItem(storage, item);
    storage.removeItem(OUTBOX_FALLBACK_KEY);
    return [];
  } catch {
    return Object.values(legacy);
  }
}

/**
 * The fallback for browsers that refuse IndexedDB (some private modes, some in-app browsers, storage
 * blocked in a third-party iframe): items are kept in localStorage, each under its own key, so a reload in the
 * same browser still finds them. Two tabs never read, change and write the same entry: each tab's copy of
 * localStorage learns another tab's writes a moment later, and one shared entry rewritten by both lost the item
 * the other had just added. `modify` is atomic within one tab (localStorage is synchronous); across tabs the
 * flushers' lock and lease keep sends apart, and the server's duplicate-id check keeps delivery exactly-once. A
 * `put` that localStorage refuses (full, or writes blocked) rejects: the visitor must not be told a submission is
 * kept when it is not. Where there is no localStorage at all (a worker; storage access blocked outright) items
 * live in memory only: the worker never submits (pages are its fallback flushers), and a page whose storage is
 * blocked can still send at once.
 */
export function fallbackStore(storage: Storage | undefined = readLocalStorage()): OutboxStore {
  const memory = new Map<string, OutboxItem>();
  const read = (id: string): OutboxItem | undefined =>
    storage ? parseItem(storage.getItem(fallbackKey(id))) : memory.get(id);
  /** Throws when localStorage refuses the write; what it held before stays. */
  const write = (item: OutboxItem) => {
    if (storage) writeFallbackItem(storage, item);
    else memory.set(item.id, item);
  };
  const list = (): OutboxItem[] => {
    if (!storage) return [...memory.values()];
    const items = new Map(moveLegacyItems(storage).map((item) => [item.id, item]));
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const item = key?.startsWith(FALLBACK_ITEM_PREFIX) ? parseItem(storage.getItem(key)) : undefined;
      if (item) items.set(item.id, item);
    }
    return [...items.values()];
  };
  return {
    backend: 'fallback',
    put: async (item) => {
      try {
        write(item);
      } catch (cause) {
        throw new Error('the outbox could not keep the submission on this device (storage full or blocked)', { cause });
      }
    },
    remove: async (id) => {
      storage?.removeItem(fallbackKey(id));
      memory.delete(id);
    },
    list: async () => list(),
    modify: async (id, change) => {
      const current = read(id);
      const next = current && change(current);
      if (next) {
        // For changes of items already kept: a refused write leaves the older copy, which a replay handles.
        try {
          write(next);
        } catch (error) {
          console.warn('[outbox] localStorage refused an update', error);
        }
      }
      return next ?? current;
    },
  };
}

/**
 * Moves the items a page kept in the fallback (its IndexedDB failed that time) into IndexedDB, where every tab
 * and the worker will see them. Without this, such items wait in localStorage for a page that falls back
 * again, which may never come. Idempotent: an item adopted twice (two tabs at once) is the same put twice,
 * and the server's duplicate-id check keeps delivery exactly-once.
 */
export async function adoptFallbackItems(
  into: OutboxStore,
  storage: Storage | undefined = readLocalStorage(),
): Promise<number> {
  // The fallback rereads localStorage on every call, so it sees what other tabs write meanwhile.
  const fallback = fallbackStore(storage);
  const stranded = await fallback.list();
  for (const item of stranded) await into.put(item);
  // Only what was adopted leaves the fallback: a tab still on it may have added an item meanwhile.
  for (const item of stranded) await fallback.remove(item.id);
  return stranded.length;
}

/** How long a new item waits for IndexedDB before it goes to the fallback: an open that never answers exists. */
const NEW_ITEM_WAIT_MS = 1_000;

/**
 * Stores one new item without opening the whole store: in IndexedDB or, where that refuses or does not answer
 * within NEW_ITEM_WAIT_MS, under the fallback's own key, which the next getOutboxStore() moves into IndexedDB (an
 * item in both is the same item: one id, delivered once). For the page's bootstrap (keep.ts), which keeps a lead
 * before the outbox's code has arrived. Rejects when neither would keep it.
 */
export async function putNewItem(item: OutboxItem): Promise<void> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
    await Promise.race([
      set(item.id, item, createStore(OUTBOX_DB, OUTBOX_OBJECT_STORE)),
      new Promise((_, reject) => setTimeout(() => reject(new Error('IndexedDB did not answer')), NEW_ITEM_WAIT_MS)),
    ]);
  } catch {
    const storage = readLocalStorage();
    if (!storage) throw new Error('the outbox could not keep the submission on this device');
    writeFallbackItem(storage, item);
  }
}

let opened: Promise<OutboxStore> | undefined;

/** Opens the store once per context; probes IndexedDB with a real read before trusting it. */
export function getOutboxStore(): Promise<OutboxStore> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return fallbackStore();
    let store: OutboxStore;
    try {
      store = indexedDbStore();
      await store.list();
    } catch {
      return fallbackStore();
    }
    await adoptFallbackItems(store).catch((error: unknown) =>
      console.error('[outbox] could not adopt items kept in localStorage', error),
    );
    return store;
  })();
  return opened;
}
