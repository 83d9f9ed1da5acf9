import type { ComponentType } from 'react';
import { LEAD_FIELD_NAMES, LeadFormFields, type LeadFormLook } from './LeadFormFields.tsx';
import { useLiveForm, type Handover } from './useLiveForm.ts';

/** What the placeholder hands its live form: the same look and draft, and what the visitor did meanwhile. */
export interface LiveLeadFormProps {
  look: LeadFormLook;
  draftKey: string;
  takeHandover: () => Handover;
}

/**
 * A handle / Telegram / email form that ships as prerendered inputs only; its live form (zod, react-hook-form,
 * the outbox) loads on the visitor's first touch or focus (useLiveForm), so the page paints and becomes
 * interactive sooner. `loadLive` is a dynamic import, which is what keeps the live form's libraries out of
 * the page's chunk; define it at module level, as useLiveForm's callbacks depend on it.
 */
export function LazyLeadForm({ look, draftKey, loadLive }: { look: LeadFormLook; draftKey: string; loadLive: () => Promise<ComponentType<LiveLeadFormProps>> }) {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, { fields: LEAD_FIELD_NAMES, draftKey });
  return (
    <div {...containerProps}>
      {Live ? (
        <Live look={look} draftKey={draftKey} takeHandover={takeHandover} />
      ) : (
        <LeadFormFields look={look} {...placeholderForm} />
      )}
    </div>
  );
}
