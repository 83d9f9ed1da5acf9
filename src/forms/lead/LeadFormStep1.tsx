import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { leadFields, signupForm } from '../../content/leadCapture.ts';
import { TrustedByRow } from '../../components/marketing/TrustedByRow.tsx';
import { button } from '../../styles/button.css.ts';
import * as css from './LeadForm.css.ts';
import { LeadField, type FieldProps } from './LeadField.tsx';
import { ProgressSteps } from './ProgressSteps.tsx';

/**
 * Step 1 of the /signup form as the visitor sees it, shared by the light placeholder (prerendered, no
 * libraries) and the live form, so swapping one for the other changes nothing on screen.
 */
export function LeadFormStep1({ project, telegram, email, honeypot, submitting = false, onSubmit, onFocus, onInput, formRef }: {
  project: FieldProps;
  telegram: FieldProps;
  email: FieldProps;
  honeypot: ReactNode;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <div className={css.wrap}>
      <ProgressSteps step={1} label={signupForm.progressStep1} />
      <p className={css.claim}>{signupForm.trustClaim}</p>
      <TrustedByRow heading={signupForm.trustedBy} />
      <form className={css.form} ref={formRef} noValidate onSubmit={onSubmit} onFocus={onFocus} onInput={onInput}>
        <LeadField id="signup-project" label={leadFields.project.label} placeholder={leadFields.project.placeholder} autoComplete="username" autoCapitalize="none" spellCheck={false} {...project} />
        <LeadField id="signup-telegram" label={leadFields.telegram.label} optionalNote={leadFields.telegram.optional} placeholder={leadFields.telegram.placeholder} autoCapitalize="none" spellCheck={false} {...telegram} />
        <LeadField id="signup-email" type="email" inputMode="email" label={leadFields.email.label} placeholder={leadFields.email.placeholder} autoComplete="email" {...email} />
        {honeypot}
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
