import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { useRef, useState } from 'react';
import { button } from '../styles/button.css.ts';
import { GPC_ADVERTISING_NOTE } from '../content/legal/consent.ts';
import { globalPrivacyControl, type ConsentChoice } from './consentRecord.ts';
import { saveConsent, setPreferencesOpen } from './consentStore.ts';
import { useConsent } from './useConsent.ts';
import * as css from './CookiePreferencesDialog.css.ts';
import { CloseIcon } from '../components/CloseIcon.tsx';

const categories = [
  {
    id: 'essential',
    label: 'Essential',
    description: 'Remember your cookie choices, keep your form drafts and deliver forms sent offline. Always on.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how visitors use the site, for example through Google Analytics.',
  },
  {
    id: 'advertising',
    label: 'Advertising',
    description: 'Help us measure our advertising, for example through Meta Pixel.',
  },
] as const;

/** Preferences dialog: Radix traps focus and closes on Escape; focus then returns to whatever opened it. */
export function CookiePreferencesDialog() {
  const preferencesOpen = useConsent((state) => state.preferencesOpen);
  // Three openers and no Dialog.Trigger, so Radix has nothing to refocus: remember the opener ourselves.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={preferencesOpen} onOpenChange={setPreferencesOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The banner's button is gone once a choice is saved; focus then starts again from the page.
            if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
          }}
        >
          {/* Mounted on each open, so the switches start from the stored consent every time. */}
          <PreferencesForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PreferencesForm() {
  const consent = useConsent((state) => state.consent);
  // The browser's Global Privacy Control signal overrides an advertising opt-in (see the Do Not Sell page): its
  // switch shows off and is locked, also for a record that allowed advertising before the signal was on.
  const [gpc] = useState(globalPrivacyControl);
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: consent?.analytics ?? false,
    advertising: (consent?.advertising ?? false) && !gpc,
  });

  return (
    <form
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(choice, 'dialog-save');
      }}
    >
      <div className={css.top}>
        <Dialog.Title className={css.title}>Cookie Preferences</Dialog.Title>
        <Dialog.Close className={css.close} aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description className={css.text}>
        Choose which cookies we may use. Essential storage keeps the site working and cannot be switched off.
      </Dialog.Description>
      <ul className={css.list}>
        {categories.map(({ id, label, description }) => {
          const locked = id === 'essential' || (gpc && id === 'advertising');
          return (
            <li key={id} className={css.item}>
              <div>
                <label htmlFor={`consent-${id}`} className={css.label}>
                  {label}
                </label>
                <p id={`consent-${id}-description`} className={css.text}>
                  {description}
                  {id === 'advertising' && gpc && ` ${GPC_ADVERTISING_NOTE}`}
                </p>
              </div>
              <Switch.Root
                id={`consent-${id}`}
                className={css.switchRoot}
                checked={id === 'essential' || choice[id]}
                disabled={locked}
                aria-describedby={`consent-${id}-description`}
                onCheckedChange={
                  locked ? undefined : (checked) => setChoice((current) => ({ ...current, [id]: checked }))
                }
              >
                <Switch.Thumb className={css.switchThumb} />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
      <button type="submit" className={`${button.primary} ${css.save}`}>
        Save Preferences
      </button>
    </form>
  );
}
