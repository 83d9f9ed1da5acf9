/**
 * The recorder of a page's console errors in the engine suites. The loopback proxy serves it from the site's
 * own origin (the pages' CSP allows only same-origin scripts) and puts it first in every document's head, so
 * it sees everything the page logs from its first script on. What it records survives navigations within the
 * tab (sessionStorage), and a test reads it with `pageErrors`.
 */
export const ERROR_CAPTURE_PATH = '/__engine-errors.js';
const KEY = '__engineErrors';

export const ERROR_CAPTURE_SCRIPT = `(() => {
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || '[]');
      list.push(String(text));
      sessionStorage.setItem(${JSON.stringify(KEY)}, JSON.stringify(list));
    } catch {}
  };
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
export function withErrorCapture(html: string): string {
  const tag = `<script src="${ERROR_CAPTURE_PATH}"></script>`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`) : `${tag}${html}`;
}

/** Page-side: what the recorder holds for this tab and origin (the key is repeated: this runs as source text). */
export function readPageErrors(): string[] {
  return JSON.parse(sessionStorage.getItem('__engineErrors') || '[]') as string[];
}
