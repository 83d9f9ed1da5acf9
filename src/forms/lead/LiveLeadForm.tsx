import { zodResolver } from '@hookform/resolvers/zod';
import { type FocusEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { LiveLeadFormProps } from './LazyLeadForm.tsx';
import { LeadFormFields, type LeadFieldName } from './LeadFormFields.tsx';
import { checkLead, withAtPrefix } from './leadRules.ts';
import { leadSchemaFor, type LeadFormValues } from './leadSchema.ts';
import { LEAD_TOAST_TEXTS } from './sendLead.ts';
import { useDraft } from './useDraft.ts';
import { useHandover } from './useHandover.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';

const EMPTY: LeadFormValues = { project: '', telegram: '', email: '' };

/**
 * The interactive handle / Telegram / email form (the live side of LazyLeadForm): validates as the visitor
 * types, keeps the draft, takes over the placeholder, submits through the outbox. What follows a sent lead is
 * the caller's: `afterSent="empty"` leaves the form in place, emptied for the next lead; a function is told
 * the status (e.g. to show the next step in the form's place).
 */
export function LiveLeadForm({ look, leadForm, takeHandover, afterSent }: LiveLeadFormProps) {
  const honeypot = useRef<HTMLInputElement>(null);
  const liveForm = useRef<HTMLFormElement>(null);
  const form = useForm<LeadFormValues>({ resolver: zodResolver(leadSchemaFor(leadForm)), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setValue } = form;
  const { errors } = formState;
  useDraft(leadForm, form);
  const { send, submitting } = useLeadSubmit(leadForm, LEAD_TOAST_TEXTS[leadForm]);

  const onSubmit = handleSubmit(async (values) => {
    const check = checkLead(leadForm, values);
    if (!check.ok) return; // the resolver ran the same rules: not reached
    const status = await send(check.fields, honeypot.current?.value);
    if (!status) return;
    if (afterSent === 'empty') reset(EMPTY);
    else afterSent(status);
  });
  useHandover(takeHandover, form.setValue, onSubmit, liveForm);

  return (
    <LeadFormFields
      look={look}
      leadForm={leadForm}
      field={(name: LeadFieldName) => {
        const registered = register(name);
        if (name !== 'project' || !look.prefixHandle) return { ...registered, error: errors[name]?.message };
        // The '@' is added as the visitor leaves the field, so they see what will be stored
        // (docs/product.md#lead-forms).
        const onBlur = (event: FocusEvent<HTMLInputElement>) => {
          const prefixed = withAtPrefix(event.target.value);
          if (prefixed !== event.target.value) setValue('project', prefixed);
          return registered.onBlur(event);
        };
        return { ...registered, onBlur, error: errors[name]?.message };
      }}
      honeypotRef={honeypot}
      submitting={submitting}
      onSubmit={onSubmit}
      ref={liveForm}
    />
  );
}
