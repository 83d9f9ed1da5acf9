/**
 * A lead form's one implementation once the page is React's (docs/architecture.md#lead-forms): the prerendered
 * inputs are the form, and nothing replaces them. A submit is checked against the form's rules (leadRules.ts), its
 * messages shown under the fields and followed as the visitor corrects them, and a lead that passes goes to the
 * outbox (sendLead.ts); what is typed is the form's draft from the first keystroke. No form library: the rules are
 * plain functions, shared with the bootstrap, which keeps a lead submitted before the page is React's
 * (handover/earlyInput.ts) and marks the form `data-kept` for this hook to go on from.
 */
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft, showDraft } from '../../initial/drafts.ts';
import { HONEYPOT_NAME } from './honeypotName.ts';
import { checkLead, type LeadFormKey } from './leadRules.ts';
import { LEAD_TOAST_TEXTS } from './leadTexts.ts';
import { type LeadSubmitStatus, sendLead } from './sendLead.ts';

/** What follows a lead sent or kept. */
export interface LeadKeep {
  form: LeadFormKey;
  /** The form's success path; stable (a state setter or a memoised function). */
  onSent: (status: LeadSubmitStatus) => void;
  /** The form stays in place after a lead, emptied for the next one (the embed card, the trial card). */
  emptyAfterSent?: boolean;
}

/** What the form's markup is given: spread `form` on its <form>; the rest is shown. */
export interface LeadFormState {
  form: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Each field's message, once the rules refused a submit. */
  errors: Partial<Record<string, string>>;
  /** A lead is on its way to the outbox: the button says so, and a second press is the same submit. */
  submitting: boolean;
}

function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const input = form.elements.namedItem(name);
      return [name, input instanceof HTMLInputElement ? input.value : ''];
    }),
  );
}

/** `fields`: the form's inputs by name, module-level. */
export function useLeadForm(keep: LeadKeep, fields: readonly string[]): LeadFormState {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const draftKey = keep.form;

  const goOn = useCallback(
    (status: LeadSubmitStatus, form: HTMLFormElement) => {
      // The outbox holds the lead (its draft is gone): the form is ready for the next one.
      if (keep.emptyAfterSent) form.reset();
      keep.onSent(status);
    },
    [keep],
  );

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    // On a slow phone the prerendered inputs take typing before React hydrates; the bootstrap kept it as the draft
    // from the first keystroke, and a draft of an earlier visit fills what is still empty (never over what was typed).
    // The entry showed a stored draft as it started; a form rendered since shows it here.
    const typed = Object.fromEntries(Object.entries(valuesOf(form, fields)).filter(([, value]) => value !== ''));
    const draft = showDraft(form, draftKey);
    if (Object.keys(typed).length > 0) saveDraft(draftKey, { ...draft, ...typed });
    // Submitted before the page was React's: the bootstrap kept it in the outbox and told the visitor.
    if (form.dataset.kept !== undefined) {
      delete form.dataset.kept;
      goOn('queued', form);
    }
  }, [draftKey, fields, goOn]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return; // a double tap submits once
      const form = event.currentTarget;
      const check = checkLead(keep.form, valuesOf(form, fields));
      if (!check.ok) {
        setErrors(check.errors);
        const first = fields.find((name) => check.errors[name]);
        const input = first && form.elements.namedItem(first);
        if (input instanceof HTMLInputElement) input.focus();
        return;
      }
      setErrors({});
      const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value;
      inFlight.current = true;
      setSubmitting(true);
      void sendLead(check.fields, honeypot, draftKey, LEAD_TOAST_TEXTS[keep.form]).then((status) => {
        inFlight.current = false;
        setSubmitting(false);
        if (status) goOn(status, form);
      });
    },
    [keep.form, fields, draftKey, goOn],
  );

  /** What is typed is the draft: a reload loses nothing. Once the rules have spoken, their messages follow it. */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const values = valuesOf(event.currentTarget, fields);
      saveDraft(draftKey, values);
      if (Object.keys(errors).length > 0) {
        const check = checkLead(keep.form, values);
        setErrors(check.ok ? {} : check.errors);
      }
    },
    [draftKey, fields, keep.form, errors],
  );

  return { form: { ref, onSubmit, onInput }, errors, submitting };
}
