import { useCallback, useEffect, useRef, useState, type FormEvent, type RefCallback } from 'react';
import { whenPointerReleased } from '../../lib/pointerRelease.ts';
import { loadDraft, saveDraft } from '../../lib/drafts.ts';
import { whenOnline } from '../../lib/whenOnline.ts';
import { takeEarlySubmission } from './earlySubmissions.ts';
import { HONEYPOT_NAME } from './honeypotName.ts';
import { checkLead, type LeadFormKey } from './leadRules.ts';
import { sendLead, type LeadSubmitStatus, type LeadToastTexts } from './sendLead.ts';

/** What the visitor did in the placeholder before the live form arrived; the live form takes it over. */
export interface Handover {
  /** Non-empty values typed into (or chosen in) the placeholder's fields, by field name. */
  typed: Record<string, string>;
  /** The placeholder's checkboxes that were ticked, by name. */
  ticked: string[];
  /** The field (or honeypot) that had focus and its caret, so typing carries on where it was. */
  focused?: { name: string; start: number | null; end: number | null };
  /** The honeypot's value: a bot that filled the placeholder is still recognised. */
  honeypot: string;
  /** The visitor pressed submit on the placeholder: the live form submits once it has mounted. */
  submit: boolean;
}

export interface LiveFormOptions {
  /** The placeholder's text fields and selects, by their `name`s. */
  fields: readonly string[];
  /** The placeholder's checkboxes, by their `name`s (not kept in the draft: consent is given afresh). */
  checkboxes?: readonly string[];
  /** The form's draft key: a stored draft is shown at once and the live form loads straight away. */
  draftKey: string;
  /**
   * A lead form keeps a submission with the page's own code: the placeholder checks it against the form's
   * rules and hands it to the outbox itself, whether or not the live form ever arrives (offline, a chunk that
   * failed). Without it (the crypto sign-up, which needs the server's answer to go on) a submit waits for the
   * live form.
   */
  keep?: PlaceholderKeep;
}

export interface PlaceholderKeep {
  form: LeadFormKey;
  /** Module-level: the callbacks below depend on it. */
  texts: LeadToastTexts;
  /** The form's success path; stable (a state setter or a module-level function). */
  onSent: (status: LeadSubmitStatus) => void;
  /** The form stays in place after a lead, emptied for the next one (the embed card). */
  emptyAfterSent?: boolean;
}

/** A text input or a select: what the placeholder's fields are. */
type FieldElement = HTMLInputElement | HTMLSelectElement;

function isField(element: unknown): element is FieldElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
}

/** The default, one array for every render: the callbacks and the effect below depend on it. */
const NO_CHECKBOXES: readonly string[] = [];

function readPlaceholder(form: HTMLFormElement, fields: readonly string[], checkboxes: readonly string[], submit: boolean): Handover {
  const typed: Record<string, string> = {};
  for (const name of fields) {
    const element = form.elements.namedItem(name);
    if (isField(element) && element.value) typed[name] = element.value;
  }
  const ticked = checkboxes.filter((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked);
  const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '';
  const active = document.activeElement;
  // The honeypot too: a bot typing into it as the live form arrives must go on typing into the live one.
  const focusable = [...fields, ...checkboxes, HONEYPOT_NAME];
  const focused =
    isField(active) && form.contains(active) && focusable.includes(active.name)
      ? { name: active.name, ...(active instanceof HTMLInputElement ? { start: active.selectionStart, end: active.selectionEnd } : { start: null, end: null }) }
      : undefined;
  return { typed, ticked, focused, honeypot, submit };
}

/**
 * A form whose validation (zod, react-hook-form) and sending code stay out of the page's first download: the
 * page ships plain prerendered inputs, and the live form's chunk loads on the first touch or focus (or at once
 * when a draft waits), then takes over what was typed, the focused field and its caret,
 * and a submit pressed in the meantime. Nothing the visitor does before it arrives is lost.
 *
 * The placeholder is read at the last possible moment: when React detaches it, in the same commit that mounts
 * the live form, whose layout effect applies it (useHandover) before any further input event can run.
 */
export function useLiveForm<Live>(load: () => Promise<Live>, { fields, checkboxes = NO_CHECKBOXES, draftKey, keep }: LiveFormOptions) {
  const container = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<Live>();
  const loading = useRef(false);
  const submitPressed = useRef(false);
  const handover = useRef<Handover>({ typed: {}, ticked: [], honeypot: '', submit: false });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  /** Waits for a submission the placeholder (or the entry, before hydration) handed to the outbox. */
  const settle = useCallback(
    (sending: Promise<LeadSubmitStatus | undefined>, form: HTMLFormElement | null | undefined) => {
      if (!keep) return;
      inFlight.current = true;
      setSubmitting(true);
      void sending.then((status) => {
        inFlight.current = false;
        setSubmitting(false);
        if (!status) return;
        // The outbox holds the lead (sendLead has dropped its draft): the form is ready for the next one.
        if (keep.emptyAfterSent) form?.reset();
        keep.onSent(status);
      });
    },
    [keep],
  );

  const upgrade = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    whenOnline()
      .then(load)
      // Never swapped in under a finger: the press that started the download may still be down.
      .then((Form) => whenPointerReleased().then(() => Form))
      .then(
        (Form) => setLive(() => Form),
        () => {
          loading.current = false; // the network failed mid-download: try again on the next touch
        },
      );
  }, [load]);

  /** Ref for the placeholder's <form>: its cleanup runs as React removes it, inputs still intact and focused. */
  const placeholderRef: RefCallback<HTMLFormElement> = useCallback(
    (form) => {
      if (!form) return;
      return () => {
        handover.current = readPlaceholder(form, fields, checkboxes, submitPressed.current);
      };
    },
    [fields, checkboxes],
  );

  useEffect(() => {
    const form = container.current?.querySelector('form');
    // On a slow phone the prerendered inputs take typing before React hydrates, unseen by onInput and onFocus:
    // it is kept as the draft and the live form loads for it, as if it had been typed a moment later.
    const early = form ? readPlaceholder(form, fields, checkboxes, false) : undefined;
    const typedEarly = early && Object.keys(early.typed).length > 0 ? early.typed : undefined;
    const draft = loadDraft<Record<string, string>>(draftKey);
    if (draft) {
      // Show the draft at once, in the placeholder (never over something already typed); the live form then
      // takes it over like anything typed.
      for (const name of fields) {
        const input = form?.elements.namedItem(name);
        // A select that offers no such option (a draft from the other list) is left unselected.
        if (isField(input) && !input.value && typeof draft[name] === 'string') input.value = draft[name];
      }
    }
    if (typedEarly) saveDraft(draftKey, { ...draft, ...typedEarly });
    // Submitted before the page was React's: the entry kept it (lib/earlyInput.ts); show how it went.
    const kept = keep && takeEarlySubmission(keep.form);
    if (kept) settle(kept, form);
    else if (draft || typedEarly || early?.focused || early?.ticked.length) upgrade();
  }, [draftKey, fields, checkboxes, upgrade, keep, settle]);

  /**
   * The placeholder form's submit. A lead form checks it against its rules and hands it to the outbox at once,
   * with the page's own code (the live form loads meanwhile, for what follows). Any other form remembers it,
   * and the live form submits it as soon as it is there.
   */
  const submitPlaceholder = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      upgrade();
      if (!keep) {
        submitPressed.current = true;
        return;
      }
      if (inFlight.current) return; // a double tap submits once
      const form = event.currentTarget;
      const values = valuesOf(form, fields);
      const check = checkLead(keep.form, values);
      // Refused: the live form, when it takes over, submits once more to show the same messages in its place.
      submitPressed.current = !check.ok;
      if (!check.ok) {
        setErrors(check.errors);
        const first = fields.find((name) => check.errors[name]);
        const input = first && form.elements.namedItem(first);
        if (isField(input)) input.focus();
        return;
      }
      setErrors({});
      const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value;
      settle(sendLead(check.fields, honeypot, draftKey, keep.texts), form);
    },
    [upgrade, keep, fields, draftKey, settle],
  );

  const takeHandover = useCallback(() => handover.current, []);

  /**
   * What is typed into the placeholder is a draft too: a reload before the live form arrives keeps it. Once
   * the rules have spoken, their messages follow what is typed, as the live form's do.
   */
  const keepDraft = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const values = valuesOf(event.currentTarget, fields);
      saveDraft(draftKey, values);
      if (keep && Object.keys(errors).length > 0) {
        const check = checkLead(keep.form, values);
        setErrors(check.ok ? {} : check.errors);
      }
    },
    [draftKey, fields, keep, errors],
  );

  return {
    /** The live form component once loaded; render it with `takeHandover`. */
    Live,
    takeHandover,
    /** Spread on the element around the form. */
    containerProps: { ref: container, onPointerDown: upgrade, onFocus: upgrade },
    /** For the placeholder's <form>. */
    placeholderForm: { ref: placeholderRef, onSubmit: submitPlaceholder, onInput: keepDraft },
    /** The placeholder's own state while it keeps a lead: each field's message, and a submission in flight. */
    placeholderState: { errors, submitting },
  };
}

function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const element = form.elements.namedItem(name);
      return [name, isField(element) ? element.value : ''];
    }),
  );
}
