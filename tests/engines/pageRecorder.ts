/**
 * The engine suites' recorder of what a page logs as errors and what it says in toasts. The loopback proxy
 * serves it from the site's own origin (the pages' CSP allows only same-origin scripts) and puts it first in
 * every document's head, so it sees everything from the page's first script on. What it records survives
 * navigations within the tab (sessionStorage); a test reads it with `readPageRecord`.
 * - Errors: WebKit's WebDriver has no console log, and one recorder for both engines means one meaning of
 *   "no console error".
 * - Toasts: they last 4 s (docs/product.md#toasts), and a WebDriver round trip on a busy machine can outlast that; the
 *   recorder keeps every toast text shown, so a test asserts what the visitor was told, not how fast it looked.
 */
export const RECORDER_PATH = '/__engine-recorder.js';

export const RECORDER_SCRIPT = `(() => {
  const push = (key, text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(String(text));
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {}
  };
  const record = (text) => push('__engineErrors', text);
  const TOASTS = '[data-sonner-toast], #rr-notice > *';
  const seen = new WeakMap();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll(TOASTS)) {
      const text = toast.textContent.replace(/\\s+/g, ' ').trim();
      if (text && seen.get(toast) !== text) {
        seen.set(toast, text);
        push('__engineToasts', text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  const error = console.error;
  console.error = (...args) => {
    record(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    error.apply(console, args);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record('pageerror: ' + event.message);
  });
  addEventListener('unhandledrejection', (event) => record('unhandledrejection: ' + (event.reason && event.reason.message || event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI + ' in ' + event.sourceFile));
})();`;

/** The document with the recorder as the first element of its head. */
export function withRecorder(html: string): string {
  const tag = `<script src="${RECORDER_PATH}"></script>`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`) : `${tag}${html}`;
}

/** Page-side: what the recorder holds for this tab and origin (keys repeated: this runs as source text). */
export function readPageRecord(): { errors: string[]; toasts: string[] } {
  return {
    errors: JSON.parse(sessionStorage.getItem('__engineErrors') || '[]') as string[],
    toasts: JSON.parse(sessionStorage.getItem('__engineToasts') || '[]') as string[],
  };
}
