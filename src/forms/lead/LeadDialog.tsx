import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { config } from '../../config.ts';
import { leadDialog, leadFields } from '../../content/leadCapture.ts';
import { button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './LeadDialog.css.ts';
import { LeadField } from './LeadField.tsx';
import { checkLead, withAtPrefix } from './leadRules.ts';
import { leadDialogSchema, type LeadDialogValues } from './leadSchema.ts';
import { LEAD_TOAST_TEXTS, type LeadSubmitStatus, waitingLine } from './sendLead.ts';
import { useDraft } from './useDraft.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';

const EMPTY: LeadDialogValues = { project: '', telegram: '', email: '' };

/**
 * 'Try ReplyRocket Now' (SPEC §2, §4, §5): step 1 the form, step 2 the thank-you with three ways on.
 * Closing resets it to step 1. Loaded on demand by LeadDialogButton.
 */
export function LeadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [done, setDone] = useState<LeadSubmitStatus>();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<LeadDialogValues>({ resolver: zodResolver(leadDialogSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, setValue, setFocus, reset } = form;
  const { errors } = formState;
  useDraft(DRAFT_KEYS.dialog, form);
  const { send, submitting } = useLeadSubmit(DRAFT_KEYS.dialog, LEAD_TOAST_TEXTS[DRAFT_KEYS.dialog]);

  const onSubmit = handleSubmit(async (values) => {
    const check = checkLead(DRAFT_KEYS.dialog, values);
    if (!check.ok) return; // the resolver ran the same rules: not reached
    const status = await send(check.fields, honeypot.current?.value);
    if (status) {
      reset(EMPTY);
      setDone(status);
    }
  });

  function changeOpen(next: boolean) {
    if (!next) setDone(undefined);
    onOpenChange(next);
  }

  const project = register('project');
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          aria-describedby="lead-dialog-description"
          // SPEC §5: the project input is focused on open (Radix would pick the close button, first in order).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (!done) setFocus('project');
          }}
        >
          <div className={css.top}>
            <Dialog.Title className={css.title}>{done ? leadDialog.thanksHeading : leadDialog.title}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label={leadDialog.close}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          {done ? (
            <>
              <p id="lead-dialog-description" className={css.description}>
                {leadDialog.thanksText}
              </p>
              {done === 'queued' && <p className={css.description}>{waitingLine()}</p>}
              <div className={css.options}>
                <a className={button.primary} href={config.bookingUrl} target="_blank" rel="noopener noreferrer">
                  {leadDialog.bookCall}
                </a>
                <a className={button.secondary} href={config.telegramUrl} target="_blank" rel="noopener noreferrer">
                  {leadDialog.chatTelegram}
                </a>
                <a className={button.ghost} href={config.appSignupUrl} target="_blank" rel="noopener noreferrer">
                  {leadDialog.signMeUp}
                </a>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description id="lead-dialog-description" className={css.description}>
                {leadDialog.description}
              </Dialog.Description>
              <form className={css.form} data-lead-form={DRAFT_KEYS.dialog} noValidate onSubmit={onSubmit}>
                <LeadField
                  id="dialog-project"
                  label={leadFields.project.label}
                  placeholder={leadFields.project.placeholder}
                  autoCapitalize="none"
                  spellCheck={false}
                  error={errors.project?.message}
                  {...project}
                  // SPEC §5: the '@' is added as the visitor leaves the field, so they see what will be stored.
                  onBlur={(event) => {
                    const prefixed = withAtPrefix(event.target.value);
                    if (prefixed !== event.target.value) setValue('project', prefixed);
                    return project.onBlur(event);
                  }}
                />
                <LeadField id="dialog-telegram" label={leadFields.telegram.label} optionalNote={leadFields.telegram.optional} placeholder={leadFields.telegram.placeholder} autoCapitalize="none" spellCheck={false} error={errors.telegram?.message} {...register('telegram')} />
                <LeadField id="dialog-email" type="email" inputMode="email" label={leadFields.emailOptional.label} optionalNote={leadFields.emailOptional.optional} placeholder={leadFields.emailOptional.placeholder} autoComplete="email" error={errors.email?.message} {...register('email')} />
                <Honeypot id="dialog-website" ref={honeypot} />
                <button type="submit" className={button.primary} disabled={submitting}>
                  {submitting ? leadDialog.submitting : leadDialog.submit}
                </button>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
