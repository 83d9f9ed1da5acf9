import { useEffect, useState } from 'react';
import { pwaCopy } from './copy.ts';
import * as css from './OfflineIndicator.css.ts';

const BACK_ONLINE_MS = 4000;

/**
 * A small, polite note while the network is gone, and a brief "back online". The live region is always in
 * the DOM (empty when there is nothing to say) so screen readers announce the change.
 */
export function OfflineIndicator() {
  const [message, setMessage] = useState<string>('');
  useEffect(() => {
    let timer: number | undefined;
    const update = (online: boolean, changed: boolean) => {
      window.clearTimeout(timer);
      if (!online) setMessage(pwaCopy.offline);
      else if (changed) {
        setMessage(pwaCopy.online);
        timer = window.setTimeout(() => setMessage(''), BACK_ONLINE_MS);
      }
    };
    const onOnline = () => update(true, true);
    const onOffline = () => update(false, true);
    update(navigator.onLine, false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  return (
    <p role="status" className={css.pill}>
      {message}
    </p>
  );
}
