import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { LEAD_FIELD_NAMES, LeadFormFields, type LeadFieldName, type LeadFormLook } from './LeadFormFields.tsx';
import type { LeadFormKey } from './leadRules.ts';
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
 * useLiveForm's callbacks depend on it. `Sent`, when given, takes the form's place once a lead is sent or
 * kept; without it the form stays, emptied for the next lead.
 */
export function LazyLeadForm({ look, leadForm, loadLive, Sent }: {
  look: LeadFormLook;
  leadForm: LeadFormKey;
  loadLive: () => Promise<ComponentType<LiveLeadFormProps>>;
  Sent?: ComponentType<{ queued: boolean }>;
}) {
  const [sent, setSent] = useState<LeadSubmitStatus>();
  const keep = useMemo(() => ({ form: leadForm, texts: LEAD_TOAST_TEXTS[leadForm], onSent: setSent, emptyAfterSent: !Sent }), [leadForm, Sent]);
  const { Live, takeHandover, containerProps, placeholderForm, placeholderState } = useLiveForm(loadLive, { fields: LEAD_FIELD_NAMES, draftKey: leadForm, keep });
  if (sent && Sent) return <Sent queued={sent === 'queued'} />;
  let form: ReactNode;
  // The placeholder stays while it sends a lead of its own: the live form takes over once it has settled.
  if (Live && !placeholderState.submitting) {
    form = <Live look={look} leadForm={leadForm} takeHandover={takeHandover} afterSent={Sent ? setSent : 'empty'} />;
  } else {
    const field = (name: LeadFieldName) => ({ error: placeholderState.errors[name] });
    form = <LeadFormFields look={look} leadForm={leadForm} field={field} submitting={placeholderState.submitting} {...placeholderForm} />;
  }
  return <div {...containerProps}>{form}</div>;
}
