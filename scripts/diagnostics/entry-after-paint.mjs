// Makes a variant of a build in which the entry is requested only after the page's largest paint, for
// compare-builds.mjs to measure what the entry's place in the head costs (docs/architecture.md#the-entry-after-the-largest-paint).
// Each page's entry script and modulepreload hint are replaced by a small inline script at the end of the body:
// it inserts the entry once the main image (`fetchpriority="high"`) is reported as the largest paint, on the
// visitor's first touch, key or submit, or after 2.5 s, whichever comes first. The variant keeps no lead before
// the entry has arrived and has no Content-Security-Policy (its inline script has no hash): a measurement, never
// a build to ship. Usage:
//   node scripts/diagnostics/entry-after-paint.mjs path/to/dist path/to/variant
// The variant gets its server build beside it (path/to/variant-ssr), as compare-builds.mjs needs.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [from, to] = process.argv.slice(2).map((path) => resolve(path));
if (!from || !to) throw new Error('Usage: entry-after-paint.mjs path/to/dist path/to/variant');

const loader = (src) => `<script>(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  ['pointerdown', 'keydown', 'submit'].forEach(function (type) { addEventListener(type, start, true); });
  setTimeout(start, 2500);
  var image = document.querySelector('img[fetchpriority="high"]');
  if (!image || typeof PerformanceObserver === 'undefined') {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  new PerformanceObserver(function (list) {
    if (list.getEntries().some(function (entry) { return entry.element === image; })) setTimeout(start, 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();</script>`;

for (const suffix of ['', '-ssr']) {
  rmSync(to + suffix, { recursive: true, force: true });
  cpSync(from + suffix, to + suffix, { recursive: true });
}
const ENTRY =
  /<script type="module" crossorigin src="([^"]+)"><\/script>\s*<link rel="modulepreload" crossorigin href="[^"]+">/;
let pages = 0;
for (const file of readdirSync(to, { recursive: true })) {
  if (!String(file).endsWith('.html')) continue;
  const path = join(to, String(file));
  const html = readFileSync(path, 'utf8');
  const entry = ENTRY.exec(html);
  if (!entry) continue;
  writeFileSync(path, html.replace(entry[0], '').replace('</body>', `${loader(entry[1])}\n</body>`));
  pages += 1;
}
const headers = join(to, '_headers');
writeFileSync(
  headers,
  readFileSync(headers, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('Content-Security-Policy'))
    .join('\n'),
);
console.log(`${pages} pages now request their entry after the largest paint: ${to}`);
