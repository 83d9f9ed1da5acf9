import { type ComponentType, type FocusEvent, useState } from 'react';
import { LeadFormFields, type LeadFieldName, type LeadFormLook } from './LeadFormFields.tsx';
import { type LeadFormKey, withAtPrefix } from './leadRules.ts';
import { type LeadSubmitStatus, useLeadAnswer } from './useLeadAnswer.ts';

const stays = () => {};

/**
 * The handle / Telegram / email form of /signup, the lead dialog and the embed card: the prerendered inputs, whose
 * one implementation is plain code (src/initial/leadForms.ts). What follows a lead sent or kept: `Sent` takes the
 * form's place, or `onSent` is told (a stable function: the parent moves on, as the dialog does to its thank-you);
 * with neither the form stays, emptied for the next lead.
 */
export function LeadForm({
  look,
  leadForm,
  Sent,
  onSent,
}: {
  look: LeadFormLook;
  leadForm: LeadFormKey;
  Sent?: ComponentType<{ queued: boolean }>;
  onSent?: (status: LeadSubmitStatus) => void;
}) {
  const [sent, setSent] = useState<LeadSubmitStatus>();
  const ref = useLeadAnswer(leadForm, onSent ?? (Sent ? setSent : stays));
  if (sent && Sent) return <Sent queued={sent === 'queued'} />;
  // The '@' is added as the visitor leaves the field, so they see what will be stored (docs/product.md#lead-forms).
  const prefix = (event: FocusEvent<HTMLInputElement>) =>
    (event.currentTarget.value = withAtPrefix(event.currentTarget.value));
  return (
    <LeadFormFields
      look={look}
      leadForm={leadForm}
      field={(name: LeadFieldName) => (name === 'project' && look.prefixHandle ? { onBlur: prefix } : {})}
      ref={ref}
    />
  );
}
