import { useEffect, useState, useSyncExternalStore } from 'react';
import { bottomSheetRef } from '../app/bottomSheets.ts';
import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { button } from '../styles/button.css.ts';
import { pwaCopy } from './copy.ts';
import * as css from './InstallPrompt.css.ts';
import { installPromptEvent, subscribeInstallPrompt } from './installPromptEvent.ts';
import { promptInstall } from './promptInstall.ts';
import { isIosSafari, rememberDismissal } from './installPlatform.ts';
import { useInstallCardDue } from './useInstallCardDue.ts';

// The sheet and Radix Dialog under it (~13 KB gzip) download when an iPhone visitor asks how to install,
// not with the PWA layer that every visitor's page mounts once idle.
const IosInstallSheet = lazyLayer(
  () => import('./IosInstallSheet.tsx'),
  (m) => m.IosInstallSheet,
);

/**
 * The install affordance: the browser's install dialog where `beforeinstallprompt` exists, instructions on
 * iOS Safari. Hidden when already installed, and for good once dismissed.
 */
export function InstallPrompt() {
  const promptEvent = useSyncExternalStore(subscribeInstallPrompt, installPromptEvent, () => null);
  const { due: eligible, hide, dismiss } = useInstallCardDue();
  const [ios, setIos] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => setIos(isIosSafari()), []);

  const install = async () => {
    hide();
    // Said no in the browser's own dialog: that is a dismissal too.
    if ((await promptInstall()) === 'dismissed') rememberDismissal();
  };

  const copy = pwaCopy.install;
  return (
    <>
      {eligible && (promptEvent || ios) && (
        <aside className={css.card} aria-label={copy.region} ref={bottomSheetRef}>
          <p className={css.title}>{copy.title}</p>
          <p className={css.body}>{copy.body}</p>
          <div className={css.actions}>
            <button type="button" className={button.ghost} onClick={dismiss}>
              {copy.dismiss}
            </button>
            {promptEvent ? (
              <button type="button" className={button.primary} onClick={() => void install()}>
                {copy.install}
              </button>
            ) : (
              <button type="button" className={button.primary} onClick={() => setSheetOpen(true)}>
                {copy.iosHowTo}
              </button>
            )}
          </div>
        </aside>
      )}
      {sheetOpen && (
        <OptionalLayer>
          <IosInstallSheet
            open
            onOpenChange={(open) => {
              setSheetOpen(open);
              // Seen the instructions: no need to offer them again.
              if (!open) dismiss();
            }}
          />
        </OptionalLayer>
      )}
    </>
  );
}
