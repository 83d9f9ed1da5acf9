import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_IMAGE_WAIT_MS, afterMainImagePaint } from '../../src/initial/afterPaint.ts';

/** The main image: 380×214 CSS px, inside the 412×823 viewport; its decode settles as the test says. */
function mainImage(decode: () => Promise<void>) {
  return { decode, getBoundingClientRect: () => ({ left: 16, right: 396, top: 450, bottom: 664 }) };
}

/** A document for Node: visible, with or without a main image. */
function stubDocument(image: ReturnType<typeof mainImage> | null) {
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
  });
  vi.stubGlobal('innerWidth', 412);
  vi.stubGlobal('innerHeight', 823);
}

/**
 * The browser's Largest Contentful Paint reports: `report` delivers one entry to the page's observers, and a
 * new observer gets the earlier ones (`buffered: true`).
 */
function stubLargestPaintReports() {
  const reported: unknown[] = [];
  const listeners = new Set<(list: { getEntries: () => unknown[] }) => void>();
  const inputListeners = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      listeners.add(this.callback);
      if (reported.length) this.callback({ getEntries: () => [...reported] });
    }
    disconnect() {
      listeners.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal(
    'addEventListener',
    (type: string, listener: () => void) => type === 'pointerdown' && inputListeners.add(listener),
  );
  vi.stubGlobal('removeEventListener', (_type: string, listener: () => void) => inputListeners.delete(listener));
  return {
    report: (entry: { element: unknown; size: number }) => {
      reported.push(entry);
      for (const listener of listeners) listener({ getEntries: () => [entry] });
    },
    tap: () => {
      for (const listener of inputListeners) listener();
    },
    observers: () => listeners.size,
  };
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
    stubDocument(mainImage(() => decode.promise));
    const started = afterMainImagePaint();
    expect(await settled(started)).toBe(false);
    decode.resolve();
    expect(await settled(started)).toBe(true);
  });

  it('does not wait for a broken image', async () => {
    const decode = deferred();
    stubDocument(mainImage(() => decode.promise));
    const started = afterMainImagePaint();
    decode.reject(new Error('EncodingError'));
    expect(await settled(started)).toBe(true);
  });

  it('starts anyway once an image that never arrives has held it MAIN_IMAGE_WAIT_MS', async () => {
    stubDocument(mainImage(() => new Promise(() => {})));
    const started = afterMainImagePaint();
    await vi.advanceTimersByTimeAsync(MAIN_IMAGE_WAIT_MS - 30);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(started)).toBe(true);
  });

  it('waits only for the next paint on a page without a main image, where the browser reports no largest paint', async () => {
    stubDocument(null);
    expect(await settled(afterMainImagePaint())).toBe(true);
  });

  it('on a page without a main image, then waits until the browser reports its first paint as the largest', async () => {
    const browser = stubLargestPaintReports();
    stubDocument(null);
    const started = afterMainImagePaint();
    expect(await settled(started)).toBe(false);
    browser.report({ element: { tagName: 'H1' }, size: 20_150 });
    expect(await settled(started)).toBe(true);
    expect(browser.observers()).toBe(0);
  });

  it('starts anyway once a report that never comes has held it MAIN_IMAGE_WAIT_MS', async () => {
    stubLargestPaintReports();
    stubDocument(null);
    const started = afterMainImagePaint();
    await vi.advanceTimersByTimeAsync(MAIN_IMAGE_WAIT_MS - 30);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(started)).toBe(true);
  });

  it('then waits until the browser reports the image as the largest paint: the frame is on screen', async () => {
    const browser = stubLargestPaintReports();
    const image = mainImage(() => Promise.resolve());
    stubDocument(image);
    const started = afterMainImagePaint();
    browser.report({ element: { tagName: 'P' }, size: 51_238 });
    expect(await settled(started)).toBe(false);
    browser.report({ element: image, size: 81_147 });
    expect(await settled(started)).toBe(true);
    expect(browser.observers()).toBe(0);
  });

  it('does not wait for a report that will never come: something larger was reported first', async () => {
    const browser = stubLargestPaintReports();
    stubDocument(mainImage(() => Promise.resolve()));
    const started = afterMainImagePaint();
    browser.report({ element: { tagName: 'H1' }, size: 90_000 });
    expect(await settled(started)).toBe(true);
  });

  it('does not wait for the report after the first tap, where browsers stop reporting', async () => {
    const browser = stubLargestPaintReports();
    stubDocument(mainImage(() => Promise.resolve()));
    const started = afterMainImagePaint();
    expect(await settled(started)).toBe(false);
    browser.tap();
    expect(await settled(started)).toBe(true);
  });
});
