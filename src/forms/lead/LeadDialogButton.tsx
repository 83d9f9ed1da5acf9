import { useState, type ReactNode } from 'react';
import { button } from '../../styles/button.css.ts';
import { LeadDialog } from './LeadDialog.tsx';

/**
 * A button that opens the 'Try ReplyRocket Now' dialog. The dialog comes with the button's own chunk (it holds
 * no library: the browser's <dialog> and the lead form's own code), so it opens whatever the network does; it
 * is put in the page on the first tap only, so the prerendered markup never carries it.
 */
export function LeadDialogButton({
  children,
  className = button.primary,
}: {
  children: ReactNode;
  className?: string;
}) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && <LeadDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
