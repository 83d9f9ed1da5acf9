/**
 * Where IndexedDB failed and localStorage refuses the write too (full, or writes blocked), the submission is
 * not stored, and the form is told: nothing is kept in memory behind its back.
 */
import { describe, expect, it, vi } from 'vitest';
import { submit } from '../../src/lib/outbox/submit.ts';
import { fallbackStore } from '../../src/lib/outbox/store.ts';
import { OUTBOX_FALLBACK_KEY } from '../../src/shared/storageKeys.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';

/** localStorage holding at most `capacity` characters in all, as a browser's quota does. */
function limitedStorage(capacity: number): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      let used = value.length - (data.get(key)?.length ?? 0);
      for (const kept of data.values()) used += kept.length;
      if (used > capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  } as Storage;
}

const item = (id: string): OutboxItem => ({
  id,
  kind: 'lead',
  payload: { project: '@alice' },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
});

describe('outbox fallback store: a full localStorage', () => {
  it('rejects the put and keeps nothing of it', async () => {
    const storage = limitedStorage(150);
    const store = fallbackStore(storage);
    await store.put(item('first'));
    await expect(store.put(item('second'))).rejects.toThrow('could not keep the submission');
    expect((await store.list()).map((stored) => stored.id)).toEqual(['first']);
    expect(storage.getItem(`${OUTBOX_FALLBACK_KEY}:second`)).toBeNull();
  });

  it("makes the form's submit reject before anything is sent, so the form can say so", async () => {
    vi.stubGlobal('indexedDB', undefined);
    const storage = limitedStorage(10);
    vi.stubGlobal('localStorage', storage);
    try {
      await expect(submit('lead', { project: '@alice' })).rejects.toThrow();
      expect(storage.length).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('still removes and updates kept items when a write fails (the older copy stays; a replay is harmless)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = limitedStorage(300);
    const store = fallbackStore(storage);
    await store.put(item('kept'));
    await expect(store.modify('kept', (stored) => ({ ...stored, stage: 'x'.repeat(500) }))).resolves.toBeDefined();
    expect(warn).toHaveBeenCalled();
    await store.remove('kept');
    expect(await store.list()).toEqual([]);
    warn.mockRestore();
  });

  it('keeps items in memory where there is no localStorage at all (a worker; storage blocked outright)', async () => {
    const store = fallbackStore(undefined);
    await store.put(item('in-memory'));
    expect((await store.list()).map((stored) => stored.id)).toEqual(['in-memory']);
  });
});
