/** Where the build writes the web app manifest (vite.config.ts hands it to vite-plugin-pwa). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Links the web app manifest, from the PWA layer once the page is up; the prerendered HTML has no link
 * (scripts/prerender.ts). Linked there, Chrome fetched the manifest and then an icon it names while the page
 * was still loading: two requests and ~5 KB competing with the page's main image on a slow network, which
 * delayed the largest paint of `/` and /np1 in Lighthouse. Nothing needs the manifest before then: it is
 * read to install the app.
 */
export function linkWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}
