import { registerServiceWorker } from './serviceWorker.ts';
import { linkWebManifest } from './webManifestLink.ts';

/**
 * What makes the site an installable app that opens offline: the manifest's link and the service worker. Started by
 * the entry (src/main.tsx) once the page has loaded and the browser is idle, on every page, whether or not the app
 * starts there: offline navigations and Background Sync do not wait for React. The install and offline UI is the
 * app's PWA layer (PwaUi.tsx).
 */
export function startPwa(): void {
  linkWebManifest();
  registerServiceWorker();
}
