import type { ComponentType, ReactNode, Ref } from 'react';
import { leadFields } from '../../content/leadCapture.ts';
import { htmlOfText, usePlainOwned } from '../../islands/plainOwned.ts';
import { Honeypot } from './Honeypot.tsx';
import { LeadField, type FieldProps } from './LeadField.tsx';
import type { LeadFormKey } from './leadRules.ts';

export type LeadFieldName = 'project' | 'telegram' | 'email';

/** What sets the /signup form and the embed card apart on screen; the three fields are the same on both. */
export interface LeadFormLook {
  /** The ids are `${idPrefix}-project` … `${idPrefix}-website`: unique on the page, and what the labels point at. */
  idPrefix: string;
  formClassName: string;
  submitClassName: string;
  texts: { submit: string };
  /** The handle input's autocomplete hint: the full page offers the saved username, the partner's iframe doesn't. */
  projectAutoComplete?: string;
  /** Inside the form, under the submit button. */
  footer?: ReactNode;
  /** Around the form; a step that replaces the form replaces this too. */
  Frame?: ComponentType<{ children: ReactNode }>;
  /** The email may be left empty (the lead dialog, docs/product.md#lead-forms): its label says so. */
  emailOptional?: boolean;
  /**
   * Lead dialog (docs/product.md#lead-forms): the handle gets its '@' as the visitor leaves the field, so they see what
   * is stored.
   */
  prefixHandle?: boolean;
}

/**
 * The handle / Telegram / email form as the visitor sees it: plain inputs, prerendered, whose code is plain
 * (src/initial/leadForms.ts), which knows the form by its key, its name.
 */
export function LeadFormFields({
  look,
  leadForm,
  field,
  ref,
}: {
  look: LeadFormLook;
  /** Which lead form, by its draft key, the <form>'s name: the page's entry shows its draft, and its plain code (src/initial/leadForms.ts) knows it by it. */
  leadForm: LeadFormKey;
  /** Per-field props: a handler. */
  field?: (name: LeadFieldName) => Partial<FieldProps>;
  ref?: Ref<HTMLFormElement>;
}) {
  const { idPrefix, Frame, texts } = look;
  // The form's plain code says 'Submitting...' on it while a lead is kept.
  const label = usePlainOwned(htmlOfText(texts.submit));
  const email: { label: string; placeholder: string; optional?: string } = look.emailOptional
    ? leadFields.emailOptional
    : leadFields.email;
  const form = (
    <form className={look.formClassName} ref={ref} name={leadForm} noValidate>
      <LeadField
        id={`${idPrefix}-project`}
        label={leadFields.project.label}
        placeholder={leadFields.project.placeholder}
        autoComplete={look.projectAutoComplete}
        autoCapitalize="none"
        spellCheck={false}
        name="project"
        {...field?.('project')}
      />
      <LeadField
        id={`${idPrefix}-telegram`}
        label={leadFields.telegram.label}
        optionalNote={leadFields.telegram.optional}
        placeholder={leadFields.telegram.placeholder}
        autoCapitalize="none"
        spellCheck={false}
        name="telegram"
        {...field?.('telegram')}
      />
      <LeadField
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        label={email.label}
        optionalNote={email.optional}
        placeholder={email.placeholder}
        autoComplete="email"
        name="email"
        {...field?.('email')}
      />
      <Honeypot id={`${idPrefix}-website`} />
      <button
        type="submit"
        className={look.submitClassName}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the label, a constant of the copy, escaped.
        dangerouslySetInnerHTML={label}
        suppressHydrationWarning
      />
      {look.footer}
    </form>
  );
  return Frame ? <Frame>{form}</Frame> : form;
}
