import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { leadToasts } from '../../content/leadCapture.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { EmbedFormFields } from './EmbedFormFields.tsx';
import { Honeypot } from './Honeypot.tsx';
import { leadFormSchema, orNull, type LeadFormValues } from './leadSchema.ts';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import { useLeadSubmit, warmBackend } from './useLeadSubmit.ts';
import type { Handover } from './useLiveForm.ts';

/** SPEC §8: the embed card's own success text, and 'Error submitting form' for any failure. */
const TEXTS = { success: leadToasts.embedSuccess, rejected: leadToasts.formError, unexpected: leadToasts.formError };
const EMPTY: LeadFormValues = { project: '', telegram: '', email: '' };

/** The interactive embed form: validates, submits through the outbox, and stays on the card, emptied. */
export function EmbedFormLive({ takeHandover }: { takeHandover: () => Handover }) {
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  useDraft(DRAFT_KEYS.embed, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.embed, TEXTS);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: orNull(values.telegram), email: orNull(values.email) }, honeypot.current?.value);
    if (status) reset(EMPTY);
  });
  useHandover(takeHandover, form.setValue, onSubmit, liveForm);

  return (
    <EmbedFormFields
      project={{ ...register('project'), error: errors.project?.message }}
      telegram={{ ...register('telegram'), error: errors.telegram?.message }}
      email={{ ...register('email'), error: errors.email?.message }}
      honeypot={<Honeypot id="embed-website" ref={honeypot} />}
      submitting={submitting}
      onSubmit={onSubmit}
      formRef={liveForm}
      onFocus={warmBackend}
    />
  );
}
