import { lazy, useState, type ReactNode } from 'react';
import { OptionalLayer } from '../../app/OptionalLayer.tsx';
import { whenOnline } from '../../lib/whenOnline.ts';
import { button } from '../../styles/button.css.ts';

const loadDialog = () => whenOnline().then(() => import('./LeadDialog.tsx'));
const LeadDialog = lazy(() => loadDialog().then((m) => ({ default: m.LeadDialog })));

/**
 * A button that opens the 'Try ReplyRocket Now' dialog. Radix, zod and the form download when the visitor
 * points at or focuses the button (a head start) or taps it, never with the page.
 */
export function LeadDialogButton({ children, className = button.primary }: { children: ReactNode; className?: string }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && (
        <OptionalLayer>
          <LeadDialog open={open} onOpenChange={setOpen} />
        </OptionalLayer>
      )}
    </>
  );
}
