import { type ComponentType, type FocusEvent, useMemo, useState } from 'react';
import { FormShell } from '../handover/FormShell.tsx';
import type { LeadKeep, LiveFormProps } from '../handover/handover.ts';
import { LEAD_FIELD_NAMES, LeadFormFields, type LeadFieldName, type LeadFormLook } from './LeadFormFields.tsx';
import { type LeadFormKey, withAtPrefix } from './leadRules.ts';
import type { LeadSubmitStatus } from './sendLead.ts';

/** What LeadFormShell hands its live form: the same look and form, and what follows a lead. */
export interface LeadFormLiveProps extends LiveFormProps {
  look: LeadFormLook;
  leadForm: LeadFormKey;
  keep: LeadKeep;
}

const loadLive = () => import('./LeadFormLive.tsx').then((m) => m.LeadFormLive);

/**
 * The prerendered handle / Telegram / email form of /signup, the lead dialog and the embed card (FormShell: it
 * keeps a lead with the page's own code, the form's rules then the outbox); its live form (LeadFormLive: zod,
 * react-hook-form) loads on the visitor's first touch or focus and takes over what was typed, so nothing waits
 * for it. What follows a lead sent or kept: `Sent` takes the form's place, or `onSent` is told (a stable
 * function: the parent moves on, as the dialog does to its thank-you); with neither the form stays, emptied for
 * the next lead.
 */
export function LeadFormShell({
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
  const keep = useMemo(() => ({ form: leadForm, onSent: after, emptyAfterSent: stays }), [leadForm, after, stays]);
  if (sent && Sent) return <Sent queued={sent === 'queued'} />;
  // The shell's inputs are the browser's own: the '@' goes straight into the one left.
  const prefix = (event: FocusEvent<HTMLInputElement>) =>
    (event.currentTarget.value = withAtPrefix(event.currentTarget.value));
  return (
    <FormShell
      loadLive={loadLive}
      live={{ look, leadForm, keep }}
      fields={LEAD_FIELD_NAMES}
      draftKey={leadForm}
      keep={keep}
    >
      {({ form, errors, submitting }) => (
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
      )}
    </FormShell>
  );
}
