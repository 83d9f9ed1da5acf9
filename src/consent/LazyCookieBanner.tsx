import { lazy, Suspense } from 'react';
import { useCookieConsentContext } from './CookieConsentProvider.tsx';

const CookieBanner = lazy(() => import('./CookieBanner.tsx').then((m) => ({ default: m.CookieBanner })));

/** The banner's code downloads only for visitors who have not chosen yet: returning visitors never fetch it. */
export function LazyCookieBanner() {
  const { consent, ready } = useCookieConsentContext();
  if (!ready || consent) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
