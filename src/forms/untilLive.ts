/**
 * A form with live code (react-hook-form, zod, a backend client: the crypto sign-up) that comes later and hydrates
 * the prerendered form in place: one form, one set of elements, from the first paint to the submit.
 *
 *   visitor            the prerendered form          this module (page chunk)            the live code (lazy chunk)
 *     │ page painted ───▶ plain inputs: typing, ticks and focus are the browser's own
 *     │          React hydrates the page; the form's Suspense boundary stays dehydrated (its code
 *     │          waits for liveCode's promise) and untilLive(form) serves it meanwhile
 *     │ touch / focus / input ─────────────────────▶ load(): the chunk is asked for
 *     │ ticks the box ─────────────────────────────▶ the submit button follows it
 *     │ types ─────────────────────────────────────▶ kept as the draft
 *     │ submits ───────────────────────────────────▶ held (not the browser's own GET)
 *     │                                                (module arrives) ─────────────────▶ React hydrates the same
 *     │                                                nowLive(form) ◀───────────────────── elements; react-hook-form
 *     │                                                the held submit, made once          reads what each one holds
 *
 * Why its own listeners, on the document in the capture phase: until its boundary is hydrated, React stops every
 * input event aimed at it at the root (React 19 tries to hydrate the boundary at once, cannot while its code is
 * missing, and calls stopPropagation; a submit goes on to the browser's own). Focus and caret need nothing: the
 * elements never change.
 */
import { afterNextPaint } from '../initial/afterPaint.ts';
import { saveDraft, showDraft } from '../initial/drafts.ts';
import { whenOnline } from '../initial/whenOnline.ts';

/** Marks a form whose live code handles it (tests and monitoring read it). */
const LIVE = 'data-live';

export interface LiveCode<M> {
  /** The live module: never rejects (a failed download is asked for again at the next use). */
  arrived: Promise<M>;
  /** Asks for it, once the browser can fetch code and has painted what the touch did. */
  load: () => void;
}

export function liveCode<M>(importLive: () => Promise<M>): LiveCode<M> {
  let resolve!: (module: M) => void;
  const arrived = new Promise<M>((done) => {
    resolve = done;
  });
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    // Asked for once the touch has been answered on screen: starting a module's download adds its stylesheet to
    // the page, and the browser would restyle the whole page before showing what the touch did.
    const ready = typeof window === 'undefined' ? Promise.resolve() : whenOnline().then(afterNextPaint);
    ready.then(importLive).then(resolve, () => {
      loading = false; // the network failed mid-download: try again on the next use
    });
  };
  return { arrived, load };
}

type Control = HTMLInputElement | HTMLSelectElement;

function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name !== '',
  );
}

const isBox = (control: Control) => control instanceof HTMLInputElement && control.type === 'checkbox';

/** The text fields and selects, by name: the draft (a box is consent, given afresh each time). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    controls(form)
      .filter((control) => !isBox(control))
      .map((control) => [control.name, control.value]),
  );
}

const waiting = new WeakMap<HTMLFormElement, { submitted: boolean; stop: () => void }>();
const EVENTS = ['pointerdown', 'focusin', 'input', 'change', 'submit'] as const;

/**
 * Serves a prerendered form until its live code has hydrated it (nowLive): its first touch, focus or input asks
 * for the code, or at once when something waits (typed before the page was React's, a stored draft, a ticked box,
 * focus inside). Returns a stop.
 */
export function untilLive(form: HTMLFormElement, draftKey: string, load: () => void): () => void {
  const boxes = controls(form).filter(isBox);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // The live form's button waits for its boxes (the terms); so does this one, from the first tick.
  const followBoxes = () => {
    if (button) button.disabled = !boxes.every((box) => (box as HTMLInputElement).checked);
  };
  const state = { submitted: false, stop };
  function used(event: Event): void {
    if (!(event.target instanceof Node) || !form.contains(event.target)) return;
    load();
    if (event.type === 'input' || event.type === 'change') {
      saveDraft(draftKey, valuesOf(form));
      followBoxes();
    } else if (event.type === 'submit') {
      event.preventDefault();
      state.submitted = true;
    }
  }
  function stop(): void {
    for (const type of EVENTS) document.removeEventListener(type, used, true);
    waiting.delete(form);
  }
  for (const type of EVENTS) document.addEventListener(type, used, true);
  waiting.set(form, state);

  // The entry showed a stored draft as it started; one stored since is shown here. What was typed before the page
  // was React's is kept as the draft, as if typed a moment later.
  const draft = showDraft(form, draftKey);
  const typed = Object.fromEntries(Object.entries(valuesOf(form)).filter(([, value]) => value));
  if (Object.keys(typed).length > 0) saveDraft(draftKey, { ...draft, ...typed });
  followBoxes();
  const ticked = boxes.some((box) => (box as HTMLInputElement).checked);
  if (draft || Object.keys(typed).length > 0 || ticked || form.contains(document.activeElement)) load();
  return stop;
}

/**
 * The live form calls this once React has hydrated it: its own handlers take over from here. True when a submit was
 * pressed before, which the live form makes, once.
 */
export function nowLive(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  form.setAttribute(LIVE, '');
  const state = waiting.get(form);
  state?.stop();
  return state?.submitted ?? false;
}

/** Whether the live code already handles this form (a page the app rendered with its code at hand). */
export function isLive(form: HTMLFormElement): boolean {
  return form.hasAttribute(LIVE);
}
