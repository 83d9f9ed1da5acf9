import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { checkLead } from './leadRules.ts';
import { trialFormSchema, type TrialFormValues } from './leadSchema.ts';
import { LEAD_TOAST_TEXTS } from './sendLead.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import type { Handover } from './useLiveForm.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';

export interface TrialFormLiveProps {
  /** What follows a sent lead (TrialForm: on to the next page, docs/product.md#lead-forms). */
  afterSent: () => void;
  /** What the visitor did in the placeholder before this module arrived (read on the first render). */
  takeHandover: () => Handover;
}

/** The interactive trial form: validates as the visitor types, submits through the outbox, then goes on. */
export function TrialFormLive({ afterSent, takeHandover }: TrialFormLiveProps) {
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<TrialFormValues>({ resolver: zodResolver(trialFormSchema), defaultValues: { project: '', email: '' } });
  const { register, handleSubmit, formState, reset } = form;
  useDraft(DRAFT_KEYS.trial, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.trial, LEAD_TOAST_TEXTS[DRAFT_KEYS.trial]);

  const onSubmit = handleSubmit(async (values) => {
    const check = checkLead(DRAFT_KEYS.trial, values);
    if (!check.ok) return; // the resolver ran the same rules: not reached
    if (!(await send(check.fields, honeypot.current?.value))) return;
    // Emptied: a lead kept offline waits here until the network is back, and a second press must not resend it.
    reset({ project: '', email: '' });
    afterSent();
  });
  useHandover(takeHandover, form.setValue, onSubmit, liveForm);

  return (
    <TrialFormFields
      project={{ ...register('project'), error: formState.errors.project?.message }}
      email={{ ...register('email'), error: formState.errors.email?.message }}
      honeypot={<Honeypot id="trial-website" ref={honeypot} />}
      submitting={submitting}
      onSubmit={onSubmit}
      formRef={liveForm}
    />
  );
}
