/**
 * The outbox's localStorage fallback with two tabs open. Each tab works on its own copy of localStorage, which
 * learns the other tab's writes a moment later (Chromium's renderers keep such a copy per process): a tab that
 * rewrites one shared entry in that moment drops the item the other tab has just kept. Each item has a key of its
 * own, so both survive.
 */
import { describe, expect, it } from 'vitest';
import { fallbackStore } from '../../src/lib/outbox/store.ts';
import { OUTBOX_FALLBACK_KEY } from '../../src/shared/storageKeys.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';

/** The origin's localStorage as two tabs see it: each reads its own copy; `deliver()` passes on the writes. */
function twoTabsStorage(): { tabs: [Storage, Storage]; deliver: () => void } {
  const copies = [new Map<string, string>(), new Map<string, string>()] as const;
  const inFlight: { to: Map<string, string>; key: string; value: string | null }[] = [];
  const tab = (own: Map<string, string>, other: Map<string, string>): Storage =>
    ({
      get length() {
        return own.size;
      },
      key: (index: number) => [...own.keys()][index] ?? null,
      getItem: (key: string) => own.get(key) ?? null,
      setItem: (key: string, value: string) => {
        own.set(key, value);
        inFlight.push({ to: other, key, value });
      },
      removeItem: (key: string) => {
        own.delete(key);
        inFlight.push({ to: other, key, value: null });
      },
      clear: () => undefined,
    }) as Storage;
  return {
    tabs: [tab(copies[0], copies[1]), tab(copies[1], copies[0])],
    deliver: () => {
      for (const { to, key, value } of inFlight.splice(0)) {
        if (value === null) to.delete(key);
        else to.set(key, value);
      }
    },
  };
}

const item = (id: string): OutboxItem => ({
  id,
  kind: 'lead',
  payload: { project: `@${id}` },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
});

const ids = async (store: ReturnType<typeof fallbackStore>) => (await store.list()).map(({ id }) => id).sort();

describe('outbox fallback store: two tabs', () => {
  it('keeps both items two tabs put at the same moment', async () => {
    const { tabs, deliver } = twoTabsStorage();
    const [first, second] = tabs.map((storage) => fallbackStore(storage));
    await first!.put(item('a'));
    await second!.put(item('b'));
    deliver();
    expect(await ids(first!)).toEqual(['a', 'b']);
    expect(await ids(second!)).toEqual(['a', 'b']);
  });

  it('does not bring back an item one tab delivered while the other tab changed another item', async () => {
    const { tabs, deliver } = twoTabsStorage();
    const [first, second] = tabs.map((storage) => fallbackStore(storage));
    await first!.put(item('a'));
    await first!.put(item('b'));
    deliver();
    await first!.remove('a');
    await second!.modify('b', (stored) => ({ ...stored, attempts: 1 }));
    deliver();
    for (const tab of [first!, second!]) {
      expect(await tab.list()).toEqual([{ ...item('b'), attempts: 1 }]);
    }
  });

  it('lists the items an earlier app kept in one entry, and moves them to keys of their own', async () => {
    const { tabs } = twoTabsStorage();
    const [storage] = tabs;
    storage.setItem(OUTBOX_FALLBACK_KEY, JSON.stringify({ old: item('old') }));
    const store = fallbackStore(storage);
    expect(await ids(store)).toEqual(['old']);
    expect(storage.getItem(OUTBOX_FALLBACK_KEY)).toBeNull();
    await store.remove('old');
    expect(await store.list()).toEqual([]);
  });
});
