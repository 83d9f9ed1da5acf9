// @vitest-environment happy-dom
/**
 * Where the page's bootstrap keeps a new item (lib/outbox/store.ts putNewItem): IndexedDB when it answers; the
 * fallback's own localStorage key when IndexedDB refuses or never answers (an open that hangs exists in some
 * WebViews), so a lead pressed before the app has arrived is kept either way; and a rejection when neither keeps it,
 * so the visitor is not told it is kept.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbStore, putNewItem } from '../../src/lib/outbox/store.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';
import { OUTBOX_FALLBACK_KEY } from '../../src/shared/storageKeys.ts';

const item = (id: string): OutboxItem => ({
  id,
  kind: 'lead',
  payload: { project: '@ada' },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
});
const inFallback = (id: string) => localStorage.getItem(`${OUTBOX_FALLBACK_KEY}:${id}`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a new item kept before the outbox has started', () => {
  it('goes to IndexedDB when it answers, and nowhere else', async () => {
    await putNewItem(item('a'));
    expect((await indexedDbStore().list()).map((kept) => kept.id)).toContain('a');
    expect(inFallback('a')).toBeNull();
  });

  it('goes to the fallback when IndexedDB refuses to open', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'InvalidStateError');
    });
    await putNewItem(item('b'));
    expect(JSON.parse(inFallback('b') ?? 'null')).toMatchObject({ id: 'b', kind: 'lead' });
  });

  it('goes to the fallback once an IndexedDB that never answers has had its second', async () => {
    vi.useFakeTimers();
    // An open request that never fires success nor error.
    vi.spyOn(indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
    let kept = false;
    void putNewItem(item('c')).then(() => (kept = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(kept).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(kept).toBe(true);
    expect(inFallback('c')).not.toBeNull();
  });

  it('is refused when neither IndexedDB nor localStorage keeps it', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'InvalidStateError');
    });
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(putNewItem(item('d'))).rejects.toThrow();
    refuse.mockRestore();
  });
});
