import { lazy } from 'react';
import { OptionalLayer } from '../app/OptionalLayer.tsx';
import { whenOnline } from '../lib/whenOnline.ts';
import { useCookieConsentContext } from './CookieConsentProvider.tsx';

const CookieBanner = lazy(() => whenOnline().then(() => import('./CookieBanner.tsx')).then((m) => ({ default: m.CookieBanner })));

/** The banner's code downloads only for visitors who have not chosen yet: returning visitors never fetch it. */
export function LazyCookieBanner() {
  const { consent, ready } = useCookieConsentContext();
  if (!ready || consent) return null;
  return (
    <OptionalLayer>
      <CookieBanner />
    </OptionalLayer>
  );
}
