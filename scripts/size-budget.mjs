// Per-route JS/CSS budget: what each route loads before the first interaction, gzip-compressed, read from its
// prerendered HTML: the entry script, the files it lists for the entry to preload (`<meta name="rr-modules">`:
// the app, the header variant and the page (with the demo popup it opens on arrival), each with its static imports; see
// scripts/prerender.ts) and its stylesheets. Prints a table and exits non-zero when a route is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const dist = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/**
 * KB gzip. The home route's initial JS ≤ 100 KB (docs/architecture.md#size-budget). The key routes of the route table
 * (`key: true` in src/routes/routeTable.ts: `/` among them) get that budget, every other route 120. The CSS is inlined
 * into each page, so it weighs on the first paint: 20 KB on every route.
 */
const BUDGET = { default: { js: 120, css: 20 }, key: { js: 100, css: 20 } };

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { routes, htmlFileFor } = await import(pathToFileURL(join(`${dist}-ssr`, 'entry-server.js')).href);
const entry = manifest['index.html'];
const gzipSize = new Map();
const sizeOf = (file) => {
  if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSize.get(file);
};

/** The route's files as its HTML names them, paths relative to dist/. */
function filesOf(def) {
  const html = readFileSync(join(dist, htmlFileFor(def)), 'utf8');
  const listed =
    html
      .match(/<meta name="rr-modules" content="([^"]*)"/)?.[1]
      .split(' ')
      .filter(Boolean) ?? [];
  // Inlined stylesheets keep a disabled link to their file (scripts/prerender.ts): the CSS the route ships.
  const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((match) => match[1]);
  return {
    js: new Set([entry.file, ...listed.map((file) => file.replace(/^\//, ''))]),
    css: new Set([...(entry.css ?? []), ...styles]),
  };
}

const rows = [];
for (const route of routes) {
  const { js, css } = filesOf(route);
  const jsKb = [...js].reduce((sum, file) => sum + sizeOf(file), 0) / KB;
  const cssKb = [...css].reduce((sum, file) => sum + sizeOf(file), 0) / KB;
  const budget = route.key ? BUDGET.key : BUDGET.default;
  rows.push({ path: route.path, jsKb, cssKb, budget, ok: jsKb <= budget.js && cssKb <= budget.css });
}

const fmt = (n) => n.toFixed(1).padStart(6);
console.log('| route | JS KB gz | budget | CSS KB gz | budget | |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${fmt(r.jsKb)} | ${r.budget.js} | ${fmt(r.cssKb)} | ${r.budget.css} | ${r.ok ? 'ok' : 'OVER BUDGET'} |`,
  );
}
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
