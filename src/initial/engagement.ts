/**
 * The visitor's first touch, key, focus, scroll or pointer movement, noted by the page's bootstrap from its first
 * paint: what waits for it (the page's root, `data-start="input"`) has its start set to `load`, which the island
 * runtime starts (initial/islands.ts), now or when it runs: the bootstrap cannot tell whether the entry has run yet.
 * One listener per kind of input, gone after the first.
 */
import { ISLAND, START } from './islandAttributes.ts';

const ENGAGING_INPUT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'submit', 'wheel'] as const;

function startWhatWaitsForInput(): void {
  for (const element of document.querySelectorAll(`[${START}="input"]`)) element.setAttribute(START, 'load');
}

export function noteEngagement(): void {
  const note = (event: Event) => {
    // A dialog that takes the focus as it opens (the demo popup open on arrival) moves it itself: that is no input of
    // the visitor's.
    if (event.type === 'focusin' && (event.target as Element).closest?.('dialog, [role="dialog"]')) return;
    // An island starts on its own (initial/islands.ts): using its controls needs its code, not the whole page's. Input
    // on the island's own element is not: that is the backdrop a modal island lays over the page.
    if ((event.target as Element).parentElement?.closest(`[${ISLAND}]`)) return;
    for (const type of ENGAGING_INPUT) document.removeEventListener(type, note, true);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', startWhatWaitsForInput, { once: true });
    else startWhatWaitsForInput();
  };
  for (const type of ENGAGING_INPUT) document.addEventListener(type, note, { capture: true, passive: true });
}
