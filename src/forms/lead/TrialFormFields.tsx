import type { Ref } from 'react';
import { leadFields, trialForm } from '../../content/leadCapture.ts';
import { htmlOfText, usePlainOwned } from '../../islands/plainOwned.ts';
import { button, block } from '../../styles/button.css.ts';
import * as css from './TrialForm.css.ts';
import { LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { LeadField } from './LeadField.tsx';

/** The trial form as the visitor sees it: plain inputs, prerendered, whose code is plain (src/initial/leadForms.ts). */
export function TrialFormFields({ ref }: { ref?: Ref<HTMLFormElement> }) {
  // The form's plain code says 'Submitting...' on it while a lead is kept.
  const label = usePlainOwned(htmlOfText(trialForm.submit));
  return (
    <form className={css.form} ref={ref} name={LEAD_TRIAL_DRAFT_KEY} noValidate>
      <LeadField
        id="trial-project"
        name="project"
        label={leadFields.project.label}
        placeholder={leadFields.project.placeholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <LeadField
        id="trial-email"
        name="email"
        type="email"
        inputMode="email"
        label={leadFields.email.label}
        placeholder={leadFields.email.placeholder}
        autoComplete="email"
      />
      <Honeypot id="trial-website" />
      <button
        type="submit"
        className={`${button.primary} ${block}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the label, a constant of the copy, escaped.
        dangerouslySetInnerHTML={label}
        suppressHydrationWarning
      />
    </form>
  );
}
