import { useState, type ReactNode } from 'react';
import { useIdleReady } from '../../app/useIdleReady.ts';
import { button } from '../../styles/button.css.ts';
import { LeadDialog } from './LeadDialog.tsx';

/**
 * A button that opens the 'Try ReplyRocket Now' dialog. The dialog comes with the button's own chunk (it holds
 * no library: the browser's <dialog> and the lead form's own code), so it opens whatever the network does. It is
 * put in the page, closed, once the browser is idle after hydration (or on a tap before that), never in the
 * prerendered markup: a tap then only opens it, and building the form's DOM is not part of the tap's response.
 * A closed <dialog> is not rendered, so it costs the page no layout meanwhile.
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
  const idle = useIdleReady();
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
      {(requested || idle) && <LeadDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
