// Builds with a regression injected, to prove the Lighthouse gate catches one (docs/performance.md, "What the gate
// catches"). Each is a copy of a finished build with code added after the build, so the product's source never
// carries a switch for it: either one more module script in every page's <head> (`head`), or the end of the page's
// entry, which the bootstrap requests after the largest paint (`entry`):
// - `task-300ms` (head): one task of 300 ms of work at start-up, as a start-up that does too much at once would be;
// - `task-40ms` (entry): one task of 40 ms after the paint, as a handler or an island that does a little too much at
//   once would be. The preset counts it as 160 ms, 110 of them blocking, which blocking time's noise on a busy
//   machine can hide; it adds no request, so it moves no paint (a script in <head> does, whatever it runs);
// - `script-200kb` (head): 200 KB of code parsed, compiled and run at load, as a large library added to the entry
//   would be (distinct functions and strings, so it compresses about as code does, not to nothing).
// `node scripts/gate/regressions.mjs` writes each from this slot's build (RR_SLOT) into reports/gate/<name>/; then
// `node scripts/lhci.mjs --key-only --dist=reports/gate/<name>` runs the gate on one.
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLOT } from '../lib/lighthouseRuns.mjs';

const SCRIPT_BYTES = 200 * 1024;

/** `ms` of the main thread in one task, as soon as the module runs. */
function longTask(ms) {
  return `const until = performance.now() + ${ms};\nlet spins = 0;\nwhile (performance.now() < until) spins += 1;\nglobalThis.__regression = spins;\n`;
}

/** `ms` of the main thread in a task of its own, once the module has run. */
function laterTask(ms) {
  return `setTimeout(() => {\n${longTask(ms)}});\n`;
}

/**
 * About `bytes` of code that is all parsed, compiled and run at load: distinct small functions, each with its own
 * string, called once each. A fixed seed, so every copy is the same script.
 */
function largeScript(bytes) {
  let seed = 1;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  const word = () => Array.from({ length: 24 }, () => String.fromCharCode(97 + (next() % 26))).join('');
  const parts = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const part = `function f${index}(a, b) { const s = '${word()}'; let x = a ^ ${next() % 100000}; for (let k = 0; k < s.length; k += 1) x = (x * 31 + s.charCodeAt(k)) | 0; return x + b; }\n`;
    parts.push(part);
    size += part.length + `acc = f${index}(acc, ${index});\n`.length;
  }
  const calls = parts.map((_, index) => `acc = f${index}(acc, ${index});`).join('\n');
  return `${parts.join('')}let acc = 0;\n${calls}\nglobalThis.__regression = acc;\n`;
}

export const REGRESSIONS = {
  'task-300ms': { into: 'head', code: () => longTask(300) },
  'task-40ms': { into: 'entry', code: () => laterTask(40) },
  'script-200kb': { into: 'head', code: () => largeScript(SCRIPT_BYTES) },
};

/** The page's entry module, as the prerender names it for the bootstrap (`<meta name="rr-entry">`, first URL). */
function entryOf(html) {
  return html.match(/<meta name="rr-entry" content="([^" ]+)/)?.[1];
}

/** Copies `dist` to `outDir` and adds regression `name` to every page of the copy. */
export function writeRegressedBuild(dist, outDir, name) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(dist, outDir, { recursive: true });
  const { into, code } = REGRESSIONS[name];
  const pages = readdirSync(outDir, { recursive: true }).filter((path) => String(path).endsWith('.html'));
  if (into === 'entry') {
    const entries = new Set(pages.map((page) => entryOf(readFileSync(join(outDir, page), 'utf8'))).filter(Boolean));
    if (!entries.size) throw new Error(`no page of ${dist} names its entry`);
    for (const entry of entries) appendFileSync(join(outDir, entry), `\n${code()}`);
    return pages.length;
  }
  const file = `regression-${name}.js`;
  writeFileSync(join(outDir, file), code());
  const tag = `<script type="module" src="/${file}"></script>`;
  for (const page of pages) {
    const html = readFileSync(join(outDir, page), 'utf8');
    if (!html.includes('</head>')) throw new Error(`${page} has no </head> to add the regression before`);
    writeFileSync(join(outDir, page), html.replace('</head>', `${tag}</head>`));
  }
  return pages.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of Object.keys(REGRESSIONS)) {
    const outDir = join('reports/gate', name);
    const pages = writeRegressedBuild(SLOT.dist, outDir, name);
    console.log(`${outDir}: ${SLOT.dist} with ${name} on each of its ${pages} pages`);
  }
}
