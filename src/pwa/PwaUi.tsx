import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useConsent } from '../consent/useConsent.ts';
import { currentBrowserContext, isInAppBrowser } from '../initial/browserContext.ts';
import { InstallPrompt } from './InstallPrompt.tsx';
import { wasDismissed } from './installPlatform.ts';
import { applyUpdateOnNavigation } from './serviceWorker.ts';

// Downloaded only inside an app's own browser, and only while not dismissed.
const InAppHint = lazyLayer(
  () => import('./InAppHint.tsx'),
  (m) => m.InAppHint,
);

/**
 * What the installable app shows on the page: its install card (or the in-app hint), and its updates on the next
 * in-app navigation. The manifest and the worker come with every page (startPwa.ts), the offline note too
 * (offlineIndicator.ts).
 */
export function PwaUi() {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  // One bottom sheet at a time: the install card waits until the cookie banner has been answered.
  const consentAnswered = useConsent((state) => state.consent !== null);
  // An app's own browser (X, Telegram, ...) cannot install the site: the hint to open it in the phone's browser
  // takes the install card's place there.
  const [context] = useState(currentBrowserContext);
  const inApp = isInAppBrowser(context);

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    applyUpdateOnNavigation();
  }, [pathname]);

  return (
    <>
      {consentAnswered && !inApp && <InstallPrompt />}
      {consentAnswered && inApp && !wasDismissed() && (
        <OptionalLayer>
          <InAppHint context={context} />
        </OptionalLayer>
      )}
    </>
  );
}
