import * as Dialog from '@radix-ui/react-dialog';
import { bottomSheetRef } from '../app/bottomSheets.ts';
import { block, button } from '../styles/button.css.ts';
import { pwaCopy } from './copy.ts';
import * as css from './IosInstallSheet.css.ts';

/** iOS Safari has no install prompt: this sheet explains 'Add to Home Screen'. Radix traps focus, Escape closes. */
export function IosInstallSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const copy = pwaCopy.iosSheet;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.sheet} ref={bottomSheetRef}>
          <Dialog.Title className={css.title}>{copy.title}</Dialog.Title>
          <Dialog.Description className={css.intro}>{copy.intro}</Dialog.Description>
          <ol className={css.steps}>
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Dialog.Close className={`${button.primary} ${block}`}>{copy.done}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
