import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { embedForm, leadFields, leadToasts } from '../../content/leadCapture.ts';
import { block, button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './TrialForm.css.ts';
import { LeadField } from './LeadField.tsx';
import { leadFormSchema, orNull, type LeadFormValues } from './leadSchema.ts';
import { useDraft } from './useDraft.ts';
import { useLeadSubmit, warmBackend } from './useLeadSubmit.ts';

/** SPEC §8: the embed card's own success text, and 'Error submitting form' for any failure. */
const TEXTS = { success: leadToasts.embedSuccess, rejected: leadToasts.formError, unexpected: leadToasts.formError };
const EMPTY: LeadFormValues = { project: '', telegram: '', email: '' };

/** The compact form of /embed, the card partners put in an iframe. It stays on the card after a success. */
export function EmbedForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  useDraft(DRAFT_KEYS.embed, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.embed, TEXTS);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: orNull(values.telegram), email: orNull(values.email) }, honeypot.current?.value);
    if (status) reset(EMPTY);
  });

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmBackend}>
      <LeadField id="embed-project" label={leadFields.project.label} placeholder={leadFields.project.placeholder} autoCapitalize="none" spellCheck={false} error={errors.project?.message} {...register('project')} />
      <LeadField id="embed-telegram" label={leadFields.telegram.label} optionalNote={leadFields.telegram.optional} placeholder={leadFields.telegram.placeholder} autoCapitalize="none" spellCheck={false} error={errors.telegram?.message} {...register('telegram')} />
      <LeadField id="embed-email" type="email" inputMode="email" label={leadFields.email.label} placeholder={leadFields.email.placeholder} autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Honeypot id="embed-website" ref={honeypot} />
      <button type="submit" className={`${button.primary} ${block}`} disabled={submitting}>
        {submitting ? embedForm.submitting : embedForm.submit}
      </button>
    </form>
  );
}
