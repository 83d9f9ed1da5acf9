/**
 * The visitor's first touch, key, focus, scroll or pointer movement, noted on `<html data-engaged>` by the page's
 * bootstrap: the page's app starts then (src/app/whenAppNeeded.ts), and the bootstrap itself cannot tell whether
 * its entry has run yet. One listener per kind of input, gone after the first.
 */
export const ENGAGED_ATTRIBUTE = 'data-engaged';

const ENGAGING_INPUT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'submit', 'wheel'] as const;

export function isEngaged(): boolean {
  return document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE);
}

export function noteEngagement(): void {
  const note = (event: Event) => {
    // A dialog that takes the focus as it opens (the demo popup open on arrival) moves it itself: that is no input of
    // the visitor's.
    if (event.type === 'focusin' && (event.target as Element).closest?.('dialog, [role="dialog"]')) return;
    // An island starts on its own (initial/islands.ts): using its controls needs its code, not the whole page's. Input
    // on the island's own element is not: that is the backdrop a modal island lays over the page.
    if ((event.target as Element).parentElement?.closest('[data-island]')) return;
    for (const type of ENGAGING_INPUT) document.removeEventListener(type, note, true);
    document.documentElement.setAttribute(ENGAGED_ATTRIBUTE, '');
  };
  for (const type of ENGAGING_INPUT) document.addEventListener(type, note, { capture: true, passive: true });
}
