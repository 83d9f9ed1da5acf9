import { type ComponentType, type FocusEvent, type ReactNode, useMemo, useState } from 'react';
import { LEAD_FIELD_NAMES, LeadFormFields, type LeadFieldName, type LeadFormLook } from './LeadFormFields.tsx';
import { type LeadFormKey, withAtPrefix } from './leadRules.ts';
import { LEAD_TOAST_TEXTS, type LeadSubmitStatus } from './sendLead.ts';
import { useLiveForm, type Handover } from './useLiveForm.ts';

/** What the placeholder hands its live form: the same look and draft, and what the visitor did meanwhile. */
export interface LiveLeadFormProps {
  look: LeadFormLook;
  leadForm: LeadFormKey;
  takeHandover: () => Handover;
  /** The form's success path (see LazyLeadForm's `Sent`); 'empty' leaves the form in place, emptied. */
  afterSent: 'empty' | ((status: LeadSubmitStatus) => void);
}

/**
 * A handle / Telegram / email form that ships as prerendered inputs and keeps a lead with the page's own code
 * (useLiveForm's `keep`: the form's rules, then the outbox); its live form (zod, react-hook-form) loads on the
 * visitor's first touch or focus and takes over what was typed, so nothing waits for it. `loadLive` is a
 * dynamic import, which keeps those libraries out of the page's chunk; define it at module level, as
 * useLiveForm's callbacks depend on it. What follows a lead sent or kept: `Sent` takes the form's place, or
 * `onSent` is told (a stable function: the parent moves on, as the dialog does to its thank-you); with
 * neither the form stays, emptied for the next lead.
 */
export function LazyLeadForm({
  look,
  leadForm,
  loadLive,
  Sent,
  onSent,
}: {
  look: LeadFormLook;
  leadForm: LeadFormKey;
  loadLive: () => Promise<ComponentType<LiveLeadFormProps>>;
  Sent?: ComponentType<{ queued: boolean }>;
  onSent?: (status: LeadSubmitStatus) => void;
}) {
  const [sent, setSent] = useState<LeadSubmitStatus>();
  const after = onSent ?? setSent;
  const stays = !Sent && !onSent;
  const keep = useMemo(() => ({ form: leadForm, texts: LEAD_TOAST_TEXTS[leadForm], onSent: after, emptyAfterSent: stays }), [leadForm, after, stays]);
  const { Live, takeHandover, containerProps, placeholderForm, placeholderState } = useLiveForm(loadLive, {
    fields: LEAD_FIELD_NAMES,
    draftKey: leadForm,
    keep,
  });
  if (sent && Sent) return <Sent queued={sent === 'queued'} />;
  let form: ReactNode;
  // The placeholder stays while it sends a lead of its own: the live form takes over once it has settled.
  if (Live && !placeholderState.submitting) {
    form = <Live look={look} leadForm={leadForm} takeHandover={takeHandover} afterSent={stays ? 'empty' : after} />;
  } else {
    // The placeholder's inputs are the browser's own: the '@' goes straight into the one left.
    const prefix = (event: FocusEvent<HTMLInputElement>) => (event.currentTarget.value = withAtPrefix(event.currentTarget.value));
    const field = (name: LeadFieldName) => ({ error: placeholderState.errors[name], ...(name === 'project' && look.prefixHandle ? { onBlur: prefix } : {}) });
    form = <LeadFormFields look={look} leadForm={leadForm} field={field} submitting={placeholderState.submitting} {...placeholderForm} />;
  }
  return <div {...containerProps}>{form}</div>;
}
