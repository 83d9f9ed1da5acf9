/**
 * A press on a part of the page whose code has not started, held from the first paint for the page's whole life
 * (the bootstrap runs this: src/bootstrap.ts). The parts are the islands (./islands.ts) and the page's app, whose
 * root starts and is marked the same way. Qwik's way, not a queue: the press brings the part's code (`data-start`
 * becomes `load`) and is made again, once, when the part says it is ready (`data-started`). Held in the capture
 * phase, so nothing else sees it first, React's root listener included. Only the last tap and the last submit are
 * kept: two taps on a menu button before its code came are one press, not an open and a close; a submit held is
 * not the browser's own (a GET of this URL with the fields in its query string, and a reload). A tap on a link is
 * held only in an island, whose code may own it: the app's links are plain links. A lead form's submit is its plain
 * code's, which runs before this sees it (./leadForms.ts).
 */
import { ISLAND, START, STARTED } from './islandAttributes.ts';

/** The part whose code a press needs, or null when its code has started or it needs none (the cookie banner). */
function waitingPart(target: Element, tap: boolean): HTMLElement | null {
  const island = target.closest<HTMLElement>(`[${ISLAND}]`);
  const part = island ?? (tap && target.tagName !== 'BUTTON' ? null : target.closest<HTMLElement>('#root'));
  return part && !part.hasAttribute(STARTED) ? part : null;
}

let tapped: HTMLElement | undefined;
let submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

/** Holds a form's submit until the part it is in has started. */
function holdSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const part = waitingPart(form, false);
  if (!part) return;
  submitted = { form, submitter };
  part.setAttribute(START, 'load');
}

export function holdInputUntilStarted(): void {
  const hold = (event: Event) => {
    const tap = event.type === 'click';
    const target = tap ? (event.target as Element).closest?.('button, a[href], [role="button"]') : event.target;
    // A submit button's tap is the submit, held as such.
    if (
      !(target instanceof HTMLElement) ||
      (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)
    )
      return;
    const part = waitingPart(target, tap);
    if (!part) return;
    event.preventDefault();
    event.stopPropagation();
    if (!tap) return holdSubmit(target as HTMLFormElement, (event as SubmitEvent).submitter);
    tapped = target;
    part.setAttribute(START, 'load');
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  new MutationObserver(() => {
    if (submitted && !waitingPart(submitted.form, false)) {
      const { form, submitter } = submitted;
      submitted = undefined;
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
    if (tapped && !waitingPart(tapped, true)) {
      const tap = tapped;
      tapped = undefined;
      if (tap.isConnected) tap.click();
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [STARTED] });
}
