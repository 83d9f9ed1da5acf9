import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LIVE_FORM_OPTIONS } from '../handover/useTakeover.ts';
import { Honeypot } from './Honeypot.tsx';
import { trialFormSchema, type TrialFormValues } from './leadSchema.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import type { TrialFormLiveProps } from './TrialFormShell.tsx';
import { useLeadFormLive } from './useLeadFormLive.ts';

const EMPTY: TrialFormValues = { project: '', email: '' };

/** The live trial form (the lazy side of TrialFormShell): validates as the visitor types, submits through the outbox. */
export function TrialFormLive({ keep, takeHandover }: TrialFormLiveProps) {
  const form = useForm<TrialFormValues>({
    ...LIVE_FORM_OPTIONS,
    resolver: zodResolver(trialFormSchema),
    defaultValues: EMPTY,
  });
  const { register, formState } = form;
  const { onSubmit, submitting, honeypot, liveForm } = useLeadFormLive(form, EMPTY, { keep, takeHandover });

  return (
    <TrialFormFields
      project={{ ...register('project'), error: formState.errors.project?.message }}
      email={{ ...register('email'), error: formState.errors.email?.message }}
      honeypot={<Honeypot id="trial-website" ref={honeypot} />}
      submitting={submitting}
      onSubmit={onSubmit}
      ref={liveForm}
    />
  );
}
