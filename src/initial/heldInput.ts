/**
 * What the visitor presses on a part of the page whose code has not started, held from the page's first paint for
 * the page's whole life: the bootstrap runs this (src/bootstrap.ts). The parts are the islands (./islands.ts) and the
 * page's app, whose root (`#root`) starts and is marked the same way. Qwik's way, not a queue: the press brings the
 * part's code (its `data-start` becomes `load`, which the runtime starts at once, or at its own start if it has not
 * run yet), and it is made again, once, when the part says it is ready (`data-started`). Held in the capture phase,
 * so nothing else on the page sees the first press (React's root listener included: it never handles one twice).
 * - A tap on a button (in an island also a link or a `role="button"`: its code may own them; the app's links are
 *   plain links, which work without it). Only the last tap is kept: two taps on a menu button before its code came
 *   are one press, not an open and a close.
 * - A submit: held, it is not the browser's own submission (a GET of this URL with the fields in its query string,
 *   an email address in the history and the server logs, a reload, and what was typed lost). A lead form's submit
 *   is kept before this sees it (forms/handover/earlyInput.ts), which hands one its rules refused to `holdSubmit`.
 * What is built outside them (the cookie banner) works as it is.
 */
import { ISLAND, START, STARTED } from './islandAttributes.ts';

/** The part of the page whose code a press needs, or null when it needs none or its code has started. */
function waitingPart(target: Element, tap: boolean): HTMLElement | null {
  const island = target.closest<HTMLElement>(`[${ISLAND}]`);
  const part = island ?? (tap && target.tagName !== 'BUTTON' ? null : target.closest<HTMLElement>('#root'));
  return part && !part.hasAttribute(STARTED) ? part : null;
}

let tapped: HTMLElement | undefined;
let submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

/** Holds a form's submit until the part it is in has started, then makes it again. */
export function holdSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const part = waitingPart(form, false);
  if (!part) return;
  submitted = { form, submitter };
  part.setAttribute(START, 'load');
}

export function holdInputUntilStarted(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest?.('button, a[href], [role="button"]');
      // A submit button's tap is the submit, held as such.
      if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)) return;
      const part = waitingPart(target, true);
      if (!part) return;
      event.preventDefault();
      event.stopPropagation();
      tapped = target as HTMLElement;
      part.setAttribute(START, 'load');
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!waitingPart(form, false)) return;
      event.preventDefault();
      event.stopPropagation();
      holdSubmit(form, (event as SubmitEvent).submitter);
    },
    true,
  );
  new MutationObserver(() => {
    const submit = submitted;
    if (submit && !waitingPart(submit.form, false)) {
      submitted = undefined;
      const { form, submitter } = submit;
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
    const tap = tapped;
    if (tap && !waitingPart(tap, true)) {
      tapped = undefined;
      if (tap.isConnected) tap.click();
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [STARTED] });
}
