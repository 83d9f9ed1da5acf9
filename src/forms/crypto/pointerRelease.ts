/**
 * Whether a pointer (finger, mouse button, pen) is pressed anywhere on the page, and a promise for the moment
 * none is. A form that shows a message as a field is left waits for it: the press that left the field is on the
 * next control, and a message pushing that control down before the release would move it from under the finger
 * (the click lands beside it: a terms box that does not tick).
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
