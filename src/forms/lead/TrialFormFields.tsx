import type { FormEvent, ReactNode, Ref } from 'react';
import { leadFields, trialForm } from '../../content/leadCapture.ts';
import { button, block } from '../../styles/button.css.ts';
import * as css from './TrialForm.css.ts';
import { LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { LeadField, type FieldProps } from './LeadField.tsx';

/**
 * The trial form's markup, shared by the shell form (prerendered, no libraries) and the live form, so swapping one
 * for the other changes nothing on screen.
 */
export function TrialFormFields({
  project,
  email,
  honeypot,
  submitting = false,
  onSubmit,
  onFocus,
  onInput,
  ref,
}: {
  project: FieldProps;
  email: FieldProps;
  honeypot: ReactNode;
  submitting?: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  /** The <form>: FormShell reads the shell's as React removes it, useTakeover fills the live one's. */
  ref?: Ref<HTMLFormElement>;
}) {
  return (
    <form
      className={css.form}
      ref={ref}
      data-lead-form={LEAD_TRIAL_DRAFT_KEY}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      onInput={onInput}
    >
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
      {honeypot}
      <button type="submit" className={`${button.primary} ${block}`} disabled={submitting}>
        {submitting ? trialForm.submitting : trialForm.submit}
      </button>
    </form>
  );
}
