import type { FormEvent, Ref } from 'react';
import { leadFields, trialForm } from '../../content/leadCapture.ts';
import { button, block } from '../../styles/button.css.ts';
import * as css from './TrialForm.css.ts';
import { LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { LeadField, type FieldProps } from './LeadField.tsx';

/** The trial form as the visitor sees it: plain inputs, prerendered, that the page's code reads (TrialForm). */
export function TrialFormFields({
  project,
  email,
  submitting = false,
  onSubmit,
  onInput,
  ref,
}: {
  project: FieldProps;
  email: FieldProps;
  submitting?: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  /** The <form>, which the form's code reads (useLeadForm). */
  ref?: Ref<HTMLFormElement>;
}) {
  return (
    <form className={css.form} ref={ref} name={LEAD_TRIAL_DRAFT_KEY} noValidate onSubmit={onSubmit} onInput={onInput}>
      <LeadField
        id="trial-project"
        label={leadFields.project.label}
        placeholder={leadFields.project.placeholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...project}
      />
      <LeadField
        id="trial-email"
        type="email"
        inputMode="email"
        label={leadFields.email.label}
        placeholder={leadFields.email.placeholder}
        autoComplete="email"
        {...email}
      />
      <Honeypot id="trial-website" />
      <button type="submit" className={`${button.primary} ${block}`} disabled={submitting}>
        {submitting ? trialForm.submitting : trialForm.submit}
      </button>
    </form>
  );
}
