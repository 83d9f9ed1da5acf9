import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { leadToasts } from '../../content/leadCapture.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { LeadFormStep1 } from './LeadFormStep1.tsx';
import { LeadFormStep2 } from './LeadFormStep2.tsx';
import { leadFormSchema, orNull, type LeadFormValues } from './leadSchema.ts';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import { useLeadSubmit, warmBackend, type LeadSubmitStatus } from './useLeadSubmit.ts';
import type { Handover } from './useLiveForm.ts';

const TEXTS = { success: leadToasts.success, rejected: leadToasts.rejected, unexpected: leadToasts.unexpected };

/** The interactive /signup form: step 1 validates and submits through the outbox, step 2 says what happens next. */
export function LeadFormLive({ takeHandover }: { takeHandover: () => Handover }) {
  const [done, setDone] = useState<LeadSubmitStatus>();
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadFormSchema), defaultValues: { project: '', telegram: '', email: '' } });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  useDraft(DRAFT_KEYS.signup, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.signup, TEXTS);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: orNull(values.telegram), email: orNull(values.email) }, honeypot.current?.value);
    if (status) setDone(status);
  });
  useHandover(takeHandover, form.setValue, onSubmit, liveForm);

  if (done) return <LeadFormStep2 queued={done === 'queued'} />;

  return (
    <LeadFormStep1
      project={{ ...register('project'), error: errors.project?.message }}
      telegram={{ ...register('telegram'), error: errors.telegram?.message }}
      email={{ ...register('email'), error: errors.email?.message }}
      honeypot={<Honeypot id="signup-website" ref={honeypot} />}
      submitting={submitting}
      onSubmit={onSubmit}
      formRef={liveForm}
      onFocus={warmBackend}
    />
  );
}
