import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { bannerShown } from './consentStore.ts';
import { useConsent } from './useConsent.ts';

const CookieBanner = lazyLayer(
  () => import('./CookieBanner.tsx'),
  (m) => m.CookieBanner,
);

/** The banner's code downloads only for visitors who have not chosen yet: returning visitors never fetch it. */
export function LazyCookieBanner() {
  const shown = useConsent(bannerShown);
  if (!shown) return null;
  return (
    <OptionalLayer>
      <CookieBanner />
    </OptionalLayer>
  );
}
