import type { ReactNode } from 'react';
import { TrustedByRow } from '../../components/marketing/TrustedByRow.tsx';
import { signupForm } from '../../content/leadCapture.ts';
import * as css from './LeadForm.css.ts';
import { ProgressSteps } from './ProgressSteps.tsx';

/** Step 1 of the /signup form around the form itself: progress at 50 %, the trust claim and the partner logos. */
export function LeadFormStep1({ children }: { children: ReactNode }) {
  return (
    <div className={css.wrap}>
      <ProgressSteps step={1} label={signupForm.progressStep1} />
      <p className={css.claim}>{signupForm.trustClaim}</p>
      <TrustedByRow heading={signupForm.trustedBy} />
      {children}
    </div>
  );
}
