import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { LiveLeadFormProps } from './LazyLeadForm.tsx';
import { LeadFormFields, type LeadFieldName } from './LeadFormFields.tsx';
import { leadFormSchema, orNull, type LeadFormValues } from './leadSchema.ts';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import { useLeadSubmit, warmBackend, type LeadSubmitStatus, type LeadToastTexts } from './useLeadSubmit.ts';

const EMPTY: LeadFormValues = { project: '', telegram: '', email: '' };

/**
 * The interactive handle / Telegram / email form (the live side of LazyLeadForm): validates, keeps the draft,
 * takes over the placeholder, submits through the outbox. What follows a sent lead is the caller's:
 * `afterSent="empty"` leaves the form in place, emptied for the next lead; a function is told the status
 * (e.g. to show the next step in the form's place).
 */
export function LiveLeadForm({ look, draftKey, takeHandover, toasts, afterSent }: LiveLeadFormProps & {
  /** Must be stable (module-level): useLeadSubmit's `send` depends on it. */
  toasts: LeadToastTexts;
  afterSent: 'empty' | ((status: LeadSubmitStatus) => void);
}) {
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  useDraft(draftKey, form);
  const { send, submitting } = useLeadSubmit(draftKey, toasts);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: orNull(values.telegram), email: orNull(values.email) }, honeypot.current?.value);
    if (!status) return;
    if (afterSent === 'empty') reset(EMPTY);
    else afterSent(status);
  });
  useHandover(takeHandover, form.setValue, onSubmit, liveForm);

  return (
    <LeadFormFields
      look={look}
      field={(name: LeadFieldName) => ({ ...register(name), error: errors[name]?.message })}
      honeypotRef={honeypot}
      submitting={submitting}
      onSubmit={onSubmit}
      ref={liveForm}
      onFocus={warmBackend}
    />
  );
}
