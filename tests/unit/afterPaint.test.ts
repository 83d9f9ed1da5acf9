import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_IMAGE_WAIT_MS, afterMainImagePaint } from '../../src/lib/afterPaint.ts';

/** A document for Node: visible, with or without a main image whose decode the test settles by hand. */
function stubDocument(image: { decode: () => Promise<void> } | null) {
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
  });
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs the promise's continuations and the frame/paint timers due so far; says whether it has settled. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(20);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterMainImagePaint: when the app may start loading', () => {
  it('waits for the main image to decode, then for the next paint', async () => {
    const decode = deferred();
    stubDocument({ decode: () => decode.promise });
    const started = afterMainImagePaint();
    expect(await settled(started)).toBe(false);
    decode.resolve();
    expect(await settled(started)).toBe(true);
  });

  it('does not wait for a broken image', async () => {
    const decode = deferred();
    stubDocument({ decode: () => decode.promise });
    const started = afterMainImagePaint();
    decode.reject(new Error('EncodingError'));
    expect(await settled(started)).toBe(true);
  });

  it('starts anyway once an image that never arrives has held it MAIN_IMAGE_WAIT_MS', async () => {
    stubDocument({ decode: () => new Promise(() => {}) });
    const started = afterMainImagePaint();
    await vi.advanceTimersByTimeAsync(MAIN_IMAGE_WAIT_MS - 30);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(started)).toBe(true);
  });

  it('waits only for the next paint on a page without a main image', async () => {
    stubDocument(null);
    expect(await settled(afterMainImagePaint())).toBe(true);
  });
});
