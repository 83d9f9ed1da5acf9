import { type ComponentType, type FocusEvent, useMemo, useState } from 'react';
import { LEAD_FIELD_NAMES, LeadFormFields, type LeadFieldName, type LeadFormLook } from './LeadFormFields.tsx';
import { type LeadFormKey, withAtPrefix } from './leadRules.ts';
import type { LeadSubmitStatus } from './sendLead.ts';
import { type LeadKeep, useLeadForm } from './useLeadForm.ts';

/**
 * The handle / Telegram / email form of /signup, the lead dialog and the embed card: the prerendered inputs, kept by
 * the page's own code (useLeadForm: the form's rules, then the outbox). What follows a lead sent or kept: `Sent`
 * takes the form's place, or `onSent` is told (a stable function: the parent moves on, as the dialog does to its
 * thank-you); with neither the form stays, emptied for the next lead.
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
  const after = onSent ?? setSent;
  const stays = !Sent && !onSent;
  const keep = useMemo(
    (): LeadKeep => ({ form: leadForm, onSent: after, emptyAfterSent: stays }),
    [leadForm, after, stays],
  );
  const { form, errors, submitting } = useLeadForm(keep, LEAD_FIELD_NAMES);
  if (sent && Sent) return <Sent queued={sent === 'queued'} />;
  // The '@' is added as the visitor leaves the field, so they see what will be stored (docs/product.md#lead-forms).
  const prefix = (event: FocusEvent<HTMLInputElement>) =>
    (event.currentTarget.value = withAtPrefix(event.currentTarget.value));
  return (
    <LeadFormFields
      look={look}
      leadForm={leadForm}
      field={(name: LeadFieldName) => ({
        error: errors[name],
        ...(name === 'project' && look.prefixHandle ? { onBlur: prefix } : {}),
      })}
      submitting={submitting}
      {...form}
    />
  );
}
