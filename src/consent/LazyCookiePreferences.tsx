import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useConsent } from './useConsent.ts';

// Radix Dialog and its parts download on the first open, never with the page.
const CookiePreferencesDialog = lazyLayer(
  () => import('./CookiePreferencesDialog.tsx'),
  (m) => m.CookiePreferencesDialog,
);

/** The cookie preferences dialog, put in the page once a button has asked for it. */
export function LazyCookiePreferences() {
  const requested = useConsent((state) => state.preferencesRequested);
  if (!requested) return null;
  return (
    <OptionalLayer>
      <CookiePreferencesDialog />
    </OptionalLayer>
  );
}
