/**
 * Whether React is hydrating the page the visitor arrived on: from the hydrating root's start (boot.tsx) until the
 * page is React's (PageSlot). Static reads it to leave prerendered markup as it is.
 */
let hydrating = false;
const waiting: (() => void)[] = [];

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) for (const run of waiting.splice(0)) run();
}

/**
 * Starts something that changes what the page shows once the page is React's, or at once if it already is. The
 * page hydrates in a transition, after the app's frame has committed its effects; an urgent update meanwhile (a
 * store's change is always urgent) interrupts that hydration, and React starts it again from the beginning.
 * Returns a function that cancels the start, or stops what was started.
 */
export function whenHydrated(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled) stop = start();
  };
  if (hydrating) waiting.push(run);
  else run();
  return () => {
    cancelled = true;
    stop?.();
  };
}
