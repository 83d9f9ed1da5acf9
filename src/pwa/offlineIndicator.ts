import { offlineCopy } from './offlineCopy.ts';
import { pill } from './offlineIndicator.css.ts';

const BACK_ONLINE_MS = 4000;

/**
 * A small, polite note while the network is gone, and a brief "back online". Plain, from the entry (src/main.tsx):
 * the network can go before the page's app has started, and the app's files could not come then. The live region is
 * always in the DOM (empty when there is nothing to say) so screen readers announce the change; outside the React
 * root, so hydration never meets it.
 */
export function startOfflineIndicator(): void {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = pill;
  document.body.append(status);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = (online: boolean, changed: boolean) => {
    clearTimeout(timer);
    if (!online) status.textContent = offlineCopy.offline;
    else if (changed) {
      status.textContent = offlineCopy.online;
      timer = setTimeout(() => {
        status.textContent = '';
      }, BACK_ONLINE_MS);
    }
  };
  update(navigator.onLine, false);
  window.addEventListener('online', () => update(true, true));
  window.addEventListener('offline', () => update(false, true));
}
