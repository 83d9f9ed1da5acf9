/**
 * Requests the page's entry (src/main.tsx, a module that downloads) once the page's largest paint is on screen,
 * from the page's bootstrap, in browsers that report their largest paint. A script requested with the HTML would
 * share the bandwidth with that paint and, in how Lighthouse models a phone, count towards it whatever it does
 * (docs/decisions.md#the-bootstrap); requested after it, it counts for nothing there. A visitor who touches, types
 * or submits before then gets it at once. The prerender writes the entry's URL, and those of the files it imports,
 * in `<meta name="rr-entry">` instead of a script tag; a page without one (Vite's dev server) has its own module
 * script, and nothing is requested here.
 */
import { afterMainImagePaint, reportsLargestPaint } from './afterPaint.ts';
import { reloadWhenSiteAnswers } from './reloadWhenSiteAnswers.ts';
import { whenReachable } from './whenReachable.ts';

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'submit'] as const;

let failed = false;

/** Whether the page's entry could not download: until the page reloads, none of its code runs here. */
export function entryFailed(): boolean {
  return failed;
}

export function startEntry(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
    // Read now, not when the bootstrap runs: the bootstrap comes first in <head>.
    const [src, ...imports] =
      document.querySelector<HTMLMetaElement>('meta[name="rr-entry"]')?.content.split(' ').filter(Boolean) ?? [];
    if (!src) return;
    // Offline, the request could only fail, and a failed module stays failed for the page (initial/whenOnline.ts).
    void whenReachable().then(() => {
      // Its imports with it, not one round trip after it.
      for (const href of imports) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      // The entry or a file it imports did not arrive: the page comes back with them once the site answers.
      script.onerror = () => {
        failed = true;
        reloadWhenSiteAnswers();
      };
      document.head.append(script);
    });
  };
  for (const type of FIRST_INPUT) document.addEventListener(type, start, true);
  // A browser that cannot report its largest paint (Safari) is not measured by it: there the entry is requested as
  // soon as the document is parsed, and arrives with the page, before its load event. WebKit also never fetched
  // an entry again once a dropped connection had failed it, not even after a reload.
  const whenDue = () => (reportsLargestPaint() ? void afterMainImagePaint().then(start) : start());
  // The main image is found once the document is parsed: the bootstrap runs in <head>.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenDue, { once: true });
  else whenDue();
}
