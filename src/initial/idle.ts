/**
 * Runs `run` when the main thread is idle (at the latest after `timeoutMs`), optionally only after the page's
 * `load` event. Returns a cancel function. Safari has no requestIdleCallback: a short timeout stands in.
 */
export function whenIdle(run: () => void, { timeoutMs = 2000, afterLoad = false } = {}): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 200);
  };
  const waitsForLoad = afterLoad && document.readyState !== 'complete';
  if (waitsForLoad) window.addEventListener('load', schedule, { once: true });
  else schedule();
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
