import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useConsent } from './consentStore.ts';

const CookieBanner = lazyLayer(
  () => import('./CookieBanner.tsx'),
  (m) => m.CookieBanner,
);

/** The banner's code downloads only for visitors who have not chosen yet: returning visitors never fetch it. */
export function LazyCookieBanner() {
  const shown = useConsent((state) => state.ready && !state.consent);
  if (!shown) return null;
  return (
    <OptionalLayer>
      <CookieBanner />
    </OptionalLayer>
  );
}
