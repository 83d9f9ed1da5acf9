/**
 * Vite plugin: after the client bundle is written, render every route of the route table to its own HTML
 * file with the route's meta tags and the CSS its page chunk needs, plus the app shell, robots.txt and
 * sitemap.xml. It runs at `writeBundle`, before vite-plugin-pwa builds the service worker in
 * `closeBundle`, so the precache manifest sees the final HTML with the right revisions.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Manifest } from 'vite';
import type { RouteMeta } from '../src/routes/routeMeta.ts';
import type { RouteDef } from '../src/routes/routeTable.ts';
import { APP_CHUNK } from './appChunk.ts';

interface ServerEntry {
  render(url: string): Promise<string>;
  routes: RouteDef[];
  htmlFileFor(def: RouteDef): string;
  metaFor(def: RouteDef): RouteMeta;
  REDIRECT_PATHS: readonly string[];
}

interface Options {
  /** Output of `vite build --ssr src/entry-server.tsx`. */
  serverEntry: string;
  siteUrl: string;
  ogImage: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JavaScript and CSS files a chunk needs, following its static imports through the manifest. */
function chunkFiles(manifest: Manifest, entryKey: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return { js, css };
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * Puts the route's stylesheets into its HTML, in the same places: on a phone over 150 ms of latency a
 * render-blocking CSS request costs a round trip before the first paint, and a
 * route's CSS is a few KB. Each `<style>` keeps a `disabled` link to its file beside it: a disabled
 * stylesheet link is not fetched, yet Vite's preload helper counts it as present, so loading the page's own
 * chunk neither downloads that CSS again nor waits for it before hydration. Other routes' CSS still arrives
 * as files on client-side navigation (and from the service worker's precache).
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const contents = new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)),
  );
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = contents.get(file)!;
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
    return `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled />`;
  });
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * Takes the entry's script tag and the modulepreload links Vite gives its imports out of the template, and names
 * them in `<meta name="rr-entry">` (the entry first) for the page's bootstrap to request once the main image has
 * painted (src/initial/startEntry.ts): requested with the HTML, they would count towards the largest paint.
 */
function withEntryForBootstrap(template: string): string {
  const entry = template.match(ENTRY_SCRIPT);
  if (!entry) throw new Error("index.html has no entry script to hand to the bootstrap: has Vite's output changed?");
  const imports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const meta = `\n    <meta name="rr-entry" content="${[entry[1]!, ...imports].join(' ')}" />`;
  return template.replace(MODULE_PRELOAD, '').replace(entry[0], () => meta);
}

const TEMPLATE_STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;

/** Takes the entry's stylesheets out of the template: each page links them itself, before its own. */
function withoutStylesheets(template: string): string {
  if (!template.match(TEMPLATE_STYLESHEET))
    throw new Error("index.html links no stylesheet of the entry's: has Vite's output changed?");
  return template.replace(TEMPLATE_STYLESHEET, '');
}

const MANIFEST_LINK = /\s*<link rel="manifest"[^>]*>/;

function withoutManifestLink(template: string): string {
  if (!MANIFEST_LINK.test(template))
    throw new Error('index.html has no <link rel="manifest"> to take out: has vite-plugin-pwa changed?');
  return template.replace(MANIFEST_LINK, '');
}

function headFor(def: RouteDef, meta: RouteMeta, url: string, options: Options): string {
  const canonical = `${options.siteUrl}${url === '/' ? '/' : url}`;
  const image = `${options.siteUrl}${options.ogImage}`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    def.indexable ? `<link rel="canonical" href="${canonical}" />` : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="ReplyRocket" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.join('\n    ');
}

export function prerender(options: Options): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let ssrBuild = false;
  return {
    name: 'replyrocket:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      ssrBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (ssrBuild) return;
      const server = (await import(pathToFileURL(resolve(root, options.serverEntry)).href)) as ServerEntry;
      // vite-plugin-pwa links the manifest in the template; the page links it later itself (src/pwa/webManifestLink.ts).
      const template = withEntryForBootstrap(
        withoutStylesheets(withoutManifestLink(await readFile(join(outDir, 'index.html'), 'utf8'))),
      );
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      // The CSS of the entry and of what it imports (the theme, the styles the entry's plain layers share with the
      // app): linked with the route's, first, as the modules come first that every other one builds on.
      const { css: entryCss, js: entryJs } = chunkFiles(manifest, 'index.html');
      const stylesheetLinks = (files: Iterable<string>) =>
        [...files].map((file) => `<link rel="stylesheet" href="/${file}" />`);
      // The app's chunk (scripts/appChunk.ts names it), first: its global styles come before the page's.
      const appChunk = Object.keys(manifest).find((key) => manifest[key]!.name === APP_CHUNK && key.endsWith('.js'));
      if (!appChunk) throw new Error(`The build has no '${APP_CHUNK}' chunk (scripts/appChunk.ts)`);

      const write = async (file: string, html: string) => {
        await mkdir(dirname(join(outDir, file)), { recursive: true });
        await writeFile(join(outDir, file), html);
      };

      for (const def of server.routes) {
        const url = def.prerender === 'fallback' ? '/__not-found' : def.path.replace(/:[^/]+/g, '__shell');
        const body = await server.render(url);
        // The CSS of the app, of the header variant where the route has it and of the page (with what it opens on
        // arrival, which it imports): all of it loads after the first paint (see src/main.tsx), so none stays in the template; inlined
        // below, or the page would paint unstyled parts and shift when they arrive. No modulepreload links, for
        // the same reason.
        const chunks = [
          appChunk,
          ...(def.header === 'getStarted' ? ['src/app/GetStartedHeader.tsx'] : []),
          `src/pages/${def.page}.tsx`,
        ];
        const files = chunks.map((chunk) => chunkFiles(manifest, chunk));
        const links = stylesheetLinks(new Set([...entryCss, ...files.flatMap((file) => [...file.css])]));
        // The route's JavaScript, for the entry to preload once the page has painted (src/initial/routeModules.ts):
        // not the entry's own files, which the bootstrap has requested already (rr-entry).
        const modules = new Set(files.flatMap((file) => [...file.js]).filter((file) => !entryJs.has(file)));
        links.push(`<meta name="rr-modules" content="${[...modules].map((file) => `/${file}`).join(' ')}" />`);
        // Redirect pages work before (and without) JavaScript too.
        if (server.REDIRECT_PATHS.includes(def.path)) links.push('<meta http-equiv="refresh" content="0; url=/np1" />');
        const head = [headFor(def, server.metaFor(def), def.path, options), ...links].join('\n    ');
        // Functions, not strings: a `$` in the page would be read as a replacement pattern.
        const html = template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
        await write(server.htmlFileFor(def), await inlineStylesheets(html, outDir));
      }

      // Navigation fallback of the service worker: hydrates nothing, renders whatever URL it is given.
      const shellHead = [
        '<title>ReplyRocket</title>',
        '<meta name="robots" content="noindex" />',
        ...stylesheetLinks(entryCss),
      ].join('\n    ');
      await write(
        'app-shell.html',
        template.replace('<!--app-head-->', () => shellHead).replace('<!--app-html-->', ''),
      );

      const indexable = server.routes.filter((def) => def.prerender === 'page' && def.indexable);
      await write(
        'sitemap.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
          .map((def) => `  <url><loc>${options.siteUrl}${def.path}</loc></url>`)
          .join('\n')}\n</urlset>\n`,
      );
      // Non-indexable pages say `noindex` themselves; crawlers must be allowed to fetch them to read it.
      await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${options.siteUrl}/sitemap.xml\n`);
    },
  };
}
