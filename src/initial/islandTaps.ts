/**
 * Taps on an island whose code has not started (./islands.ts), held from the page's first paint for the page's
 * whole life: the bootstrap runs this (src/bootstrap.ts). Qwik's way, not a queue: the tap brings the island's code
 * (its `data-start` becomes `load`, which the runtime starts at once, or at its own start if it has not run yet),
 * and the tap is pressed again, once, when the island has said it is ready (`data-started`). Held in the capture
 * phase, so nothing else on the page sees the first press. Only the last tap is kept: two taps on a menu button
 * before its code came are one press, not an open and a close.
 */
import { ISLAND, START, STARTED } from './islandAttributes.ts';

export function holdIslandTaps(): void {
  let held: HTMLElement | undefined;
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest?.('button, a[href], [role="button"]');
      const island = target?.closest<HTMLElement>(`[${ISLAND}]`);
      if (!target || !island || island.hasAttribute(STARTED)) return;
      event.preventDefault();
      event.stopPropagation();
      held = target as HTMLElement;
      island.setAttribute(START, 'load');
    },
    true,
  );
  new MutationObserver(() => {
    const island = held?.closest(`[${ISLAND}]`);
    if (!held || !island?.hasAttribute(STARTED)) return;
    const tap = held;
    held = undefined;
    if (tap.isConnected) tap.click();
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [STARTED] });
}
