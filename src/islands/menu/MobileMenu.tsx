import * as Dialog from '@radix-ui/react-dialog';
import { AppLink } from '../../components/AppLink.tsx';
import { nav } from '../../content/navigation.ts';
import { button, block } from '../../styles/button.css.ts';
import { menuButton } from '../../app/Navbar.css.ts';
import * as css from './MobileMenu.css.ts';
import { CloseIcon } from '../../components/CloseIcon.tsx';

/**
 * The phone's slide-out menu. Radix Dialog traps focus and closes on Escape; every link closes it too, so
 * a navigation never leaves the menu open over the next page.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.panel} aria-describedby={undefined}>
          <div className={css.top}>
            <Dialog.Title className={css.title}>Menu</Dialog.Title>
            <Dialog.Close className={menuButton} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <a className={css.link} href={nav.features.href} onClick={close}>
            {nav.features.label}
          </a>
          <a className={css.link} href={nav.login.href} onClick={close}>
            {nav.login.label}
          </a>
          <AppLink className={`${button.primary} ${block}`} to={nav.signup.href} onClick={close}>
            {nav.signup.label}
          </AppLink>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
