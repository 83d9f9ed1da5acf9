import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { leadToasts } from '../../content/leadCapture.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { trialFormSchema, type TrialFormValues } from './leadSchema.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import type { Handover } from './useLiveForm.ts';
import { useLeadSubmit, warmBackend } from './useLeadSubmit.ts';

const TEXTS = { success: leadToasts.success, rejected: leadToasts.rejected, unexpected: leadToasts.unexpected };

export interface TrialFormLiveProps {
  successPath: string;
  /** What the visitor did in the placeholder before this module arrived (read on the first render). */
  takeHandover: () => Handover;
}

/** The interactive trial form: validates, submits through the outbox, then goes to `successPath` (SPEC §4). */
export function TrialFormLive({ successPath, takeHandover }: TrialFormLiveProps) {
  const navigate = useNavigate();
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<TrialFormValues>({ resolver: zodResolver(trialFormSchema), defaultValues: { project: '', email: '' } });
  const { register, handleSubmit, formState } = form;
  useDraft(DRAFT_KEYS.trial, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.trial, TEXTS);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: null, email: values.email }, honeypot.current?.value);
    if (!status) return;
    try {
      await navigate(successPath);
    } catch (error) {
      console.error('[lead] navigation after the trial form failed', error);
      toast.error(leadToasts.formError);
    }
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
      onFocus={warmBackend}
    />
  );
}
