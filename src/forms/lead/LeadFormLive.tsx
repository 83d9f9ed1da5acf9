import { zodResolver } from '@hookform/resolvers/zod';
import type { FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { LIVE_FORM_OPTIONS } from '../handover/useTakeover.ts';
import { LeadFormFields, type LeadFieldName } from './LeadFormFields.tsx';
import type { LeadFormLiveProps } from './LeadFormShell.tsx';
import { withAtPrefix } from './leadRules.ts';
import { leadSchemaFor, type LeadFormValues } from './leadSchema.ts';
import { useLeadFormLive } from './useLeadFormLive.ts';

const EMPTY: LeadFormValues = { project: '', telegram: '', email: '' };

/**
 * The live handle / Telegram / email form (the lazy side of LeadFormShell): validates as the visitor types,
 * keeps the draft, takes over the shell form, submits through the outbox (useLeadFormLive).
 */
export function LeadFormLive({ look, leadForm, keep, takeHandover }: LeadFormLiveProps) {
  const form = useForm<LeadFormValues>({
    ...LIVE_FORM_OPTIONS,
    resolver: zodResolver(leadSchemaFor(leadForm)),
    defaultValues: EMPTY,
  });
  const { register, formState, setValue } = form;
  const { errors } = formState;
  const { onSubmit, submitting, honeypot, liveForm } = useLeadFormLive(form, EMPTY, { keep, takeHandover });

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
