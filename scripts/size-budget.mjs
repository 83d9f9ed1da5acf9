// Per-route JS/CSS budget, and on the key routes the HTML's: what each route loads before the first interaction, gzip-compressed, read from its
// prerendered HTML: the bootstrap inline in it, the entry and its imports (`<meta name="rr-entry">`), the files it
// lists for the entry to preload (`<meta name="rr-modules">`: the app, the header variant and the page (with the demo
// popup it opens on arrival), each with its static imports; see scripts/prerender.ts) and its stylesheets. Prints a table and exits non-zero when a route is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { createStaticServer } from './serve.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/**
 * KB gzip. The product's bar: 100 KB of initial JS on the home route. The other key routes of the route table (`key:
 * true` in src/routes/routeTable.ts) are held to 103: every page's inline bootstrap repeats code its entry carries too
 * (the lead rules, attribution, the consent record, the plain notice: about 2.5 KB), and sharing one copy costs more
 * than it saves (docs/architecture.md#size-budget). Every other route 120. The CSS
 * is inlined into each page, so it weighs on the first paint: 20 KB on every route.
 */
/**
 * Bytes. A key route's HTML as the site's server sends it (scripts/serve.mjs: brotli at its best level), its
 * response's headers included (the CSP most of them), must arrive in the first round trip of a new connection: ten TCP
 * segments of 1,460 bytes, the initial congestion window. One byte more and the document takes a round trip more, and
 * the largest paint with it (150 ms in Lighthouse's phone): the inline bootstrap is the part that grows
 * (docs/architecture.md#size-budget). Measured on the wire, not estimated: the headers are over 1.3 KB.
 */
const FIRST_ROUND_TRIP = 10 * 1460;

/** A path of the site as its server sends it, brotli: the bytes of the response's head and of its body. */
function served(port, path) {
  return new Promise((resolvePath, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } }, (response) => {
      let body = 0;
      response.on('data', (chunk) => {
        body += chunk.length;
      });
      response.on('end', () => {
        const fields = response.rawHeaders.map((part, index) => (index % 2 ? `${part}\r\n` : `${part}: `)).join('');
        const head = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n${fields}\r\n`;
        resolvePath({ head: Buffer.byteLength(head), body });
      });
    })
      .on('error', reject)
      .end();
  });
}

const BUDGET = { default: { js: 120, css: 20 }, key: { js: 103, css: 20 }, home: { js: 100, css: 20 } };

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { routes, htmlFileFor } = await import(pathToFileURL(join(`${dist}-ssr`, 'entry-server.js')).href);
const entry = manifest['index.html'];
const gzip = (content) => gzipSync(content, { level: 9 }).length;
const gzipSize = new Map();
const sizeOf = (file) => {
  if (!gzipSize.has(file)) gzipSize.set(file, gzip(readFileSync(join(dist, file))));
  return gzipSize.get(file);
};

const listedIn = (html, name) =>
  html
    .match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1]
    .split(' ')
    .filter(Boolean) ?? [];

/** The route's files as its HTML names them, paths relative to dist/, and the gzip size of its inline scripts. */
function filesOf(def) {
  const html = readFileSync(join(dist, htmlFileFor(def)), 'utf8');
  const listed = [...listedIn(html, 'rr-entry'), ...listedIn(html, 'rr-modules')];
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + gzip(match[1]), 0);
  // Inlined stylesheets keep a disabled link to their file (scripts/prerender.ts): the CSS the route ships.
  const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((match) => match[1]);
  return {
    js: new Set([entry.file, ...listed.map((file) => file.replace(/^\//, ''))]),
    inline,
    css: new Set([...(entry.css ?? []), ...styles]),
  };
}

const site = createStaticServer({ root: dist });
await new Promise((listening) => site.listen(0, '127.0.0.1', listening));
const { port } = site.address();
const rows = [];
for (const route of routes) {
  const { js, inline, css } = filesOf(route);
  const html = route.key ? await served(port, route.path) : undefined;
  const jsKb = ([...js].reduce((sum, file) => sum + sizeOf(file), 0) + inline) / KB;
  const cssKb = [...css].reduce((sum, file) => sum + sizeOf(file), 0) / KB;
  const budget = route.path === '/' ? BUDGET.home : route.key ? BUDGET.key : BUDGET.default;
  const htmlOk = !html || html.head + html.body <= FIRST_ROUND_TRIP;
  rows.push({
    path: route.path,
    jsKb,
    cssKb,
    html,
    key: route.key,
    budget,
    ok: jsKb <= budget.js && cssKb <= budget.css && htmlOk,
  });
}

site.close();

const fmt = (n) => n.toFixed(1).padStart(6);
console.log('| route | JS KB gz | budget | CSS KB gz | budget | HTML as served, bytes br + headers | budget | |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  const html = r.html ? `${r.html.body} + ${r.html.head}` : '';
  console.log(
    `| ${r.path} | ${fmt(r.jsKb)} | ${r.budget.js} | ${fmt(r.cssKb)} | ${r.budget.css} | ${html} | ${r.html ? FIRST_ROUND_TRIP : ''} | ${r.ok ? 'ok' : 'OVER BUDGET'} |`,
  );
}
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
