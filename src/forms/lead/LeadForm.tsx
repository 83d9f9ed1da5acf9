import { AppLink } from '../../components/AppLink.tsx';
import { signupForm } from '../../content/leadCapture.ts';
import { button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { LazyLeadForm } from './LazyLeadForm.tsx';
import * as css from './LeadForm.css.ts';
import type { LeadFormLook } from './LeadFormFields.tsx';
import { LeadFormStep1 } from './LeadFormStep1.tsx';

const loadLive = () => import('./LeadFormLive.tsx').then((m) => m.LeadFormLive);

const SIGNUP: LeadFormLook = {
  idPrefix: 'signup',
  formClassName: css.form,
  submitClassName: `${button.primary} ${css.submit}`,
  texts: signupForm,
  projectAutoComplete: 'username',
  Frame: LeadFormStep1,
  footer: (
    <p className={css.footnote}>
      {signupForm.footnoteBefore} <AppLink to="/privacy">Privacy Policy</AppLink>, <AppLink to="/terms">Terms of Service</AppLink> and{' '}
      <AppLink to="/california-privacy">California Privacy Rights</AppLink>.
    </p>
  ),
};

/** The full-page lead form of /signup: step 1 ships prerendered; the rest loads on first touch (LazyLeadForm). */
export function LeadForm() {
  return <LazyLeadForm look={SIGNUP} draftKey={DRAFT_KEYS.signup} loadLive={loadLive} />;
}
