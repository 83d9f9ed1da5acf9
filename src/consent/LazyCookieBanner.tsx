import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useCookieConsentContext } from './CookieConsentProvider.tsx';

const CookieBanner = lazyLayer(
  () => import('./CookieBanner.tsx'),
  (m) => m.CookieBanner,
);

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
