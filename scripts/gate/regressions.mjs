// Builds with a regression injected, to prove the Lighthouse gate catches one (docs/performance.md, "What the gate
// catches"). Each is a copy of a finished build whose every page loads one more module script, added to the HTML
// after the build, so the product's source never carries a switch for it:
// - `task-300ms`: one task of 300 ms of work at start-up, as a start-up that does too much at once would be;
// - `task-25ms`: one task of 25 ms once the largest paint is reported, as a handler or an island that does a little
//   too much at once would be: the preset counts it as 100 ms, 50 of them blocking, which blocking time's noise on a
//   busy machine hides;
// - `script-200kb`: 200 KB of code parsed, compiled and run at load, as a large library added to the entry would be
//   (distinct functions and strings, so it compresses about as code does, not to nothing).
// `node scripts/gate/regressions.mjs` writes each from this slot's build (RR_SLOT) into reports/gate/<name>/; then
// `node scripts/lhci.mjs --key-only --dist=reports/gate/<name>` runs the gate on one.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLOT } from '../lib/lighthouseRuns.mjs';

const SCRIPT_BYTES = 200 * 1024;

/** `ms` of the main thread in one task, as soon as the module runs. */
function longTask(ms) {
  return `const until = performance.now() + ${ms};\nlet spins = 0;\nwhile (performance.now() < until) spins += 1;\nglobalThis.__regression = spins;\n`;
}

/** `ms` of the main thread in one task of its own, once the page's largest paint is reported (it moves no paint). */
function taskAfterPaint(ms) {
  return `new PerformanceObserver((_, observer) => {\nobserver.disconnect();\nsetTimeout(() => {\n${longTask(ms)}});\n}).observe({ type: 'largest-contentful-paint', buffered: true });\n`;
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
  'task-300ms': () => longTask(300),
  'task-25ms': () => taskAfterPaint(25),
  'script-200kb': () => largeScript(SCRIPT_BYTES),
};

/** Copies `dist` to `outDir` and makes every page of the copy load regression `name` as a module script. */
export function writeRegressedBuild(dist, outDir, name) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(dist, outDir, { recursive: true });
  const file = `regression-${name}.js`;
  writeFileSync(join(outDir, file), REGRESSIONS[name]());
  const tag = `<script type="module" src="/${file}"></script>`;
  const pages = readdirSync(outDir, { recursive: true }).filter((path) => String(path).endsWith('.html'));
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
