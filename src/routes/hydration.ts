/**
 * Whether React is hydrating the page the visitor arrived on: from the hydrating root's start (boot.tsx) until the
 * page is React's (PageSlot). Static reads it to leave prerendered markup as it is.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
