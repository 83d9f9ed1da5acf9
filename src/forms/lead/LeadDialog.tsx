import { type MouseEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { config } from '../../config.ts';
import { leadDialog } from '../../content/leadCapture.ts';
import { button } from '../../styles/button.css.ts';
import { LEAD_DIALOG_DRAFT_KEY } from '../../shared/storageKeys.ts';
import * as css from './LeadDialog.css.ts';
import type { LeadFormLook } from './LeadFormFields.tsx';
import { LeadForm } from './LeadForm.tsx';
import type { LeadSubmitStatus } from './useLeadAnswer.ts';
import { waitingLine } from './leadTexts.ts';
import { CloseIcon } from '../../components/CloseIcon.tsx';

const DIALOG: LeadFormLook = {
  idPrefix: 'dialog',
  formClassName: css.form,
  submitClassName: button.primary,
  texts: leadDialog,
  emailOptional: true,
  prefixHandle: true,
};

/**
 * 'Try ReplyRocket Now' (docs/product.md#lead-forms): step 1 the form, step 2 the thank-you with three ways on; closing
 * resets it to step 1. The browser's own modal <dialog> (focus kept inside, Escape closes, focus back on the
 * button), and the form the other lead forms are (LeadForm): it keeps a lead with the page's own code, so the dialog
 * opens and keeps a lead offline as well.
 */
export function LeadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [done, setDone] = useState<LeadSubmitStatus>();
  // A new form each time the dialog opens afresh: what a sent lead left in it is gone (a draft still shows).
  const [round, setRound] = useState(0);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // The project input is focused on open (docs/product.md#lead-forms), by showModal itself: it focuses the
      // element marked autofocus. Focusing it after showModal had focused the first button would make the browser
      // work out the page's styles a second time within the tap.
      element.querySelector<HTMLInputElement>('input[name="project"]')?.setAttribute('autofocus', '');
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  /** A tap on the dimmed page around the dialog closes it, as it did when the dialog was Radix's. */
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const element = event.currentTarget;
    if (event.target !== element) return;
    const box = element.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) element.close();
  };

  const closed = useCallback(() => {
    setDone(undefined);
    setRound((value) => value + 1);
    onClose();
  }, [onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; from the keyboard, Escape does (the dialog's own cancel).
    <dialog
      ref={dialog}
      className={css.content}
      aria-labelledby="lead-dialog-title"
      aria-describedby="lead-dialog-description"
      onClose={closed}
      onClick={closeOnBackdrop}
    >
      <div className={css.top}>
        <h2 id="lead-dialog-title" className={css.title}>
          {done ? leadDialog.thanksHeading : leadDialog.title}
        </h2>
        <button
          type="button"
          className={css.close}
          aria-label={leadDialog.close}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon size={20} />
        </button>
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
          <p id="lead-dialog-description" className={css.description}>
            {leadDialog.description}
          </p>
          <LeadForm key={round} look={DIALOG} leadForm={LEAD_DIALOG_DRAFT_KEY} onSent={setDone} />
        </>
      )}
    </dialog>
  );
}
