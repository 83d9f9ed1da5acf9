// @vitest-environment happy-dom
/**
 * Optional layers (src/app/OptionalLayer.tsx): the toast viewport, the install prompts, the cookie banner and the
 * like, downloaded on demand. A download the network dropped leaves the layer out for the moment, never the page,
 * and the layer comes once its code can be downloaded again: a toast viewport lost to a dropped signal would
 * otherwise swallow every toast raised on the page after it.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLayer, OptionalLayer } from '../../src/app/OptionalLayer.tsx';
import { RETRY_FIRST_MS } from '../../src/initial/loadUntilLoaded.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Banner = ({ text }: { text: string }) => <p role="status">{text}</p>;

let container: HTMLDivElement;
let root: Root;
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets pending promises and React's work settle, and `ms` of fake time pass. */
async function pass(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const shown = () => container.querySelector('[role="status"]')?.textContent ?? null;

describe('an optional layer', () => {
  it('whose download failed comes once a later attempt succeeds, with the page untouched meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ Banner: typeof Banner }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Banner });
    const Layer = lazyLayer(load, (module) => module.Banner);
    await act(async () =>
      root.render(
        <>
          <h1>The page</h1>
          <OptionalLayer>
            <Layer text="Your details have now been sent." />
          </OptionalLayer>
        </>,
      ),
    );
    await pass();
    expect(shown()).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('The page');

    await pass(RETRY_FIRST_MS);
    expect(shown()).toBeNull();
    await pass(2 * RETRY_FIRST_MS);
    expect(shown()).toBe('Your details have now been sent.');
    expect(load).toHaveBeenCalledTimes(3);
    // A dropped network is worth one warning, not an error per attempt.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('is not requested while the browser is offline, and is once it is back online', async () => {
    online = false;
    const load = vi.fn(async () => ({ Banner }));
    const Layer = lazyLayer(load, (module) => module.Banner);
    await act(async () =>
      root.render(
        <OptionalLayer>
          <Layer text="Back online" />
        </OptionalLayer>,
      ),
    );
    await pass(60_000);
    expect(load).not.toHaveBeenCalled();
    expect(shown()).toBeNull();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await pass();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('Back online');
  });
});
