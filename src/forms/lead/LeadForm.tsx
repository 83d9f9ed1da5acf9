import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { leadFields, leadToasts, signupForm } from '../../content/leadCapture.ts';
import { TrustedByRow } from '../../components/marketing/TrustedByRow.tsx';
import { button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './LeadForm.css.ts';
import { LeadField } from './LeadField.tsx';
import { leadFormSchema, orNull, type LeadFormValues } from './leadSchema.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import { useDraft } from './useDraft.ts';
import { useLeadSubmit, warmBackend, type LeadSubmitStatus } from './useLeadSubmit.ts';
import { LeadFormStep2 } from './LeadFormStep2.tsx';

const TEXTS = { success: leadToasts.success, rejected: leadToasts.rejected, unexpected: leadToasts.unexpected };

/** The full-page lead form of /signup: step 1 collects the lead, step 2 says what happens next. */
export function LeadForm() {
  const [done, setDone] = useState<LeadSubmitStatus>();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadFormSchema), defaultValues: { project: '', telegram: '', email: '' } });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  useDraft(DRAFT_KEYS.signup, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.signup, TEXTS);

  const onSubmit = handleSubmit(async (values) => {
    const status = await send({ project: values.project, telegram: orNull(values.telegram), email: orNull(values.email) }, honeypot.current?.value);
    if (status) setDone(status);
  });

  if (done) return <LeadFormStep2 queued={done === 'queued'} />;

  return (
    <div className={css.wrap}>
      <ProgressSteps step={1} label={signupForm.progressStep1} />
      <p className={css.claim}>{signupForm.trustClaim}</p>
      <TrustedByRow heading={signupForm.trustedBy} />
      <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmBackend}>
        <LeadField id="signup-project" label={leadFields.project.label} placeholder={leadFields.project.placeholder} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.project?.message} {...register('project')} />
        <LeadField id="signup-telegram" label={leadFields.telegram.label} optionalNote={leadFields.telegram.optional} placeholder={leadFields.telegram.placeholder} autoCapitalize="none" spellCheck={false} error={errors.telegram?.message} {...register('telegram')} />
        <LeadField id="signup-email" type="email" inputMode="email" label={leadFields.email.label} placeholder={leadFields.email.placeholder} autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Honeypot id="signup-website" ref={honeypot} />
        <button type="submit" className={`${button.primary} ${css.submit}`} disabled={submitting}>
          {submitting ? signupForm.submitting : signupForm.submit}
        </button>
        <p className={css.footnote}>
          {signupForm.footnoteBefore} <Link to="/privacy">Privacy Policy</Link>, <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/california-privacy">California Privacy Rights</Link>.
        </p>
      </form>
    </div>
  );
}
