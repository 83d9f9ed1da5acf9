import { AppLink } from '../../components/AppLink.tsx';
import { signupForm } from '../../content/leadCapture.ts';
import { button } from '../../styles/button.css.ts';
import { LEAD_SIGNUP_DRAFT_KEY } from '../../shared/storageKeys.ts';
import * as css from './LeadForm.css.ts';
import type { LeadFormLook } from './LeadFormFields.tsx';
import { LeadForm } from './LeadForm.tsx';
import { LeadFormStep1 } from './LeadFormStep1.tsx';
import { LeadFormStep2 } from './LeadFormStep2.tsx';

const SIGNUP: LeadFormLook = {
  idPrefix: 'signup',
  formClassName: css.form,
  submitClassName: `${button.primary} ${css.submit}`,
  texts: signupForm,
  projectAutoComplete: 'username',
  Frame: LeadFormStep1,
  footer: (
    <p className={css.footnote}>
      {signupForm.footnoteBefore} <AppLink to="/privacy">Privacy Policy</AppLink>
      {', '}
      <AppLink to="/terms">Terms of Service</AppLink> and{' '}
      <AppLink to="/california-privacy">California Privacy Rights</AppLink>.
    </p>
  ),
};

/**
 * The full-page lead form of /signup: step 1 ships prerendered and keeps a lead by itself (LeadForm). Once the lead
 * is sent or kept, step 2 (what happens next) takes its place.
 */
export function SignupForm() {
  return <LeadForm look={SIGNUP} leadForm={LEAD_SIGNUP_DRAFT_KEY} Sent={LeadFormStep2} />;
}
