import { useEffect, useState } from 'react';
import { isStandalone, rememberDismissal, wasDismissed } from './installPlatform.ts';

/** The card waits until the visitor has spent a while on the site: never with the first paint. */
export const INSTALL_CARD_DELAY_MS = 20_000;

/**
 * When an install card (the install card, or the hint to open the page in the phone's browser) is due: a while
 * after its layer mounted, never inside a partner's frame (/embed), once installed or once either was dismissed.
 * `hide` takes it down for this page view, `dismiss` for good.
 */
export function useInstallCardDue(): { due: boolean; hide: () => void; dismiss: () => void } {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (window.self !== window.top || isStandalone() || wasDismissed()) return;
    const timer = window.setTimeout(() => setDue(true), INSTALL_CARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return {
    due,
    hide: () => setDue(false),
    dismiss: () => {
      rememberDismissal();
      setDue(false);
    },
  };
}
