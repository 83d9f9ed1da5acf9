import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCookieConsentContext } from '../consent/CookieConsentProvider.tsx';
import { InstallPrompt } from './InstallPrompt.tsx';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { applyUpdateOnNavigation, registerServiceWorker } from './serviceWorker.ts';
import { linkWebManifest } from './webManifestLink.ts';

/** Everything the installable app adds to the page: its manifest, the worker, its updates, install and offline UI. */
export function PwaUi() {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  // One bottom sheet at a time: the install card waits until the cookie banner has been answered.
  const consentAnswered = useCookieConsentContext().consent !== null;

  useEffect(() => {
    linkWebManifest();
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    applyUpdateOnNavigation();
  }, [pathname]);

  return (
    <>
      <OfflineIndicator />
      {consentAnswered && <InstallPrompt />}
    </>
  );
}
