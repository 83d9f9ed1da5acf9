import type { FormEvent, ReactNode, Ref } from 'react';
import { embedForm, leadFields } from '../../content/leadCapture.ts';
import { block, button } from '../../styles/button.css.ts';
import { LeadField, type FieldProps } from './LeadField.tsx';
import * as css from './TrialForm.css.ts';

/** The embed card's form as the visitor sees it, shared by the light placeholder and the live form. */
export function EmbedFormFields({ project, telegram, email, honeypot, submitting = false, onSubmit, onFocus, onInput, formRef }: {
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
    <form className={css.form} ref={formRef} noValidate onSubmit={onSubmit} onFocus={onFocus} onInput={onInput}>
      <LeadField id="embed-project" label={leadFields.project.label} placeholder={leadFields.project.placeholder} autoCapitalize="none" spellCheck={false} {...project} />
      <LeadField id="embed-telegram" label={leadFields.telegram.label} optionalNote={leadFields.telegram.optional} placeholder={leadFields.telegram.placeholder} autoCapitalize="none" spellCheck={false} {...telegram} />
      <LeadField id="embed-email" type="email" inputMode="email" label={leadFields.email.label} placeholder={leadFields.email.placeholder} autoComplete="email" {...email} />
      {honeypot}
      <button type="submit" className={`${button.primary} ${block}`} disabled={submitting}>
        {submitting ? embedForm.submitting : embedForm.submit}
      </button>
    </form>
  );
}
