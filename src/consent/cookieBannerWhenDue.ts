import { loadUntilLoaded } from '../initial/loadUntilLoaded.ts';
import { bannerShown, consentState, subscribe } from './consentStore.ts';

/**
 * Shows the consent bar (cookieBanner.ts) once the store says a choice is due, downloading its code then: a
 * returning visitor who has chosen never fetches it. Returns a function that stops.
 */
export function showCookieBannerWhenDue(): () => void {
  let stopped = false;
  let stopBanner: (() => void) | undefined;
  const check = () => {
    if (!bannerShown(consentState())) return;
    unsubscribe();
    void loadUntilLoaded(() => import('./cookieBanner.ts')).then((banner) => {
      if (!stopped) stopBanner = banner.showCookieBanner();
    });
  };
  const unsubscribe = subscribe(check);
  check();
  return () => {
    stopped = true;
    unsubscribe();
    stopBanner?.();
  };
}
