/**
 * Whether a pointer (finger, mouse button, pen) is pressed anywhere on the page, and a promise for the moment
 * none is. A part of the page that replaces its elements (the live form taking over the prerendered one) waits
 * for it: between a press and its release, a replaced element loses the click (the browser sends it to what the
 * two ends share, or nowhere), and the visitor's tap on a checkbox or a submit button would do nothing.
 */
let pressed = 0;
let waiting: (() => void)[] = [];

function release(): void {
  pressed = 0;
  const ready = waiting;
  waiting = [];
  // After the click: it is dispatched in the same task as the release, once this listener has returned.
  if (ready.length)
    setTimeout(() => {
      for (const resolve of ready) resolve();
    }, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed += 1), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** A press held longer is no tap (a long press, a drag whose release the page never heard): stop waiting. */
const LONGEST_TAP_MS = 2000;

/** Resolves at once when nothing is pressed, else just after the press ends (its click included). */
export function whenPointerReleased(): Promise<void> {
  if (pressed === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, LONGEST_TAP_MS);
  });
}
