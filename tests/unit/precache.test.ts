/**
 * The service worker's precache, read from the build output (`npm run build` first; RR_SLOT=n reads
 * dist-slotN): every prerendered route and the app shell are in it, nothing from the backend or the
 * payment provider, nothing that is not above the fold (og-image, install screenshots). Prints its size.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlFileFor, routes } from '../../src/routes/routeTable.ts';
import { E2E } from '../e2e/env.ts';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const dist = E2E.distDir;

function readPrecache(): PrecacheEntry[] {
  const swFile = join(dist, 'sw.js');
  if (!existsSync(swFile)) throw new Error(`${swFile} is missing: run \`npm run build\` (with the same RR_SLOT) first`);
  // vite-plugin-pwa injects the manifest as a JSON array literal in place of self.__WB_MANIFEST.
  const literal =
    /\[\{"revision":(?:"[^"]*"|null),"url":"[^"]+"\}(?:,\{"revision":(?:"[^"]*"|null),"url":"[^"]+"\})*\]/.exec(
      readFileSync(swFile, 'utf8'),
    );
  if (!literal) throw new Error('no precache manifest found in sw.js');
  return JSON.parse(literal[0]) as PrecacheEntry[];
}

const entries = readPrecache();
const urls = entries.map((entry) => entry.url);

describe('precache manifest', () => {
  it('holds the HTML of every prerendered route, the dynamic-route shell and the app shell', () => {
    const expected = routes.filter((def) => def.prerender !== 'fallback').map(htmlFileFor);
    expect(expected.length).toBeGreaterThan(20);
    for (const file of [...expected, 'app-shell.html']) expect(urls).toContain(file);
  });

  it('holds every JS and CSS file of the build, the manifest and the install icons', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) expect(urls).toContain(`assets/${file}`);
    for (const file of [
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-192.png',
      'icons/maskable-512.png',
    ]) {
      expect(urls).toContain(file);
    }
  });

  it('holds nothing from the backend, no other origin, nothing below the fold, not the worker itself', () => {
    for (const url of urls) {
      expect(url).not.toMatch(/^[a-z]+:\/\//i);
      expect(url).not.toMatch(/(^|\/)(rest|functions|storage|auth)\//);
      // The payment provider's and the hosted backend's hosts, also without a scheme; our own chunks may well
      // carry such a word in their name (assets/supabaseClient-*.js is the site's code).
      expect(url).not.toMatch(/stripe\.com|supabase\.(co|in)\b/i);
      expect(url).not.toMatch(/^screenshots\/|og-image|^sw\.js$|^_headers$|^_redirects$/);
    }
  });

  it('lists only files that exist, with a revision for every file whose name carries no hash', () => {
    for (const { url, revision } of entries) {
      expect(existsSync(join(dist, url)), url).toBe(true);
      if (!url.startsWith('assets/')) expect(revision, url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('reports its size', () => {
    let raw = 0;
    let gzip = 0;
    for (const { url } of entries) {
      const body = readFileSync(join(dist, url));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    const worker = readFileSync(join(dist, 'sw.js'));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `precache: ${entries.length} entries, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip; ` +
        `sw.js: ${kb(worker.length)} KB raw, ${kb(gzipSync(worker, { level: 9 }).length)} KB gzip`,
    );
    expect(raw).toBeGreaterThan(0);
  });
});
