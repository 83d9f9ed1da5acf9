/**
 * What the live lead forms (LeadFormLive, TrialFormLive) share around their react-hook-form: the draft, the
 * takeover from the shell form, and the submit: the form's rules, then sendLead (the outbox), a second submit
 * ignored while one is in flight and 'Submitting...' meanwhile, then what follows a lead (the form's LeadKeep,
 * as the shell form follows it).
 */
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LeadKeep, LiveFormProps } from '../handover/handover.ts';
import { useDraft, useTakeover } from '../handover/useTakeover.ts';
import { checkLead } from './leadRules.ts';
import { LEAD_TOAST_TEXTS } from './leadTexts.ts';
import { type LeadSubmitStatus, sendLead } from './sendLead.ts';

export function useLeadFormLive<T extends FieldValues>(
  form: UseFormReturn<T>,
  empty: T,
  { keep, takeHandover }: LiveFormProps & { keep: LeadKeep },
) {
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  useDraft(keep.form, form);

  const onSubmit = useTakeover(
    takeHandover,
    form,
    async (values) => {
      const check = checkLead(keep.form, values as Partial<Record<string, string>>);
      // The resolver ran the same rules (not reached); a double tap submits once.
      if (!check.ok || inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      let status: LeadSubmitStatus | undefined;
      try {
        status = await sendLead(check.fields, honeypot.current?.value, keep.form, LEAD_TOAST_TEXTS[keep.form]);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
      if (!status) return;
      // Emptied: a lead kept offline waits here until the network is back, and a second press must not resend it.
      if (keep.emptyAfterSent) form.reset(empty);
      keep.onSent(status);
    },
    liveForm,
  );

  return { onSubmit, submitting, honeypot, liveForm };
}
