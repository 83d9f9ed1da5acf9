/**
 * The cookie policy promises "the complete list of what our website stores in your browser". This ties that
 * list to the code: every key, database and cache name is imported from the module that uses it, so renaming
 * one without updating the policy fails here, and a new place in src/ or sw/ that touches browser storage
 * fails until it is added to the inventory below (and so to the policy).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_CACHE, IMAGE_CACHE } from '../../sw/cacheNames.ts';
import { CONSENT_STORAGE_KEY } from '../../src/consent/consentRecord.ts';
import { cookiePolicy } from '../../src/content/legal/cookiePolicy.ts';
import { EARLY_LEADS_STORAGE_KEY } from '../../src/forms/handover/earlyLeadsKey.ts';
import { ATTRIBUTION_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY } from '../../src/initial/attribution.ts';
import { CRYPTO_CLIENT_CACHE_KEY } from '../../src/forms/crypto/cryptoClientCache.ts';
import { DRAFT_KEY_PREFIX } from '../../src/initial/drafts.ts';
import { OUTBOX_DB, OUTBOX_FALLBACK_KEY } from '../../src/lib/outbox/store.ts';
import { LAST_RELOAD_KEY } from '../../src/initial/reloadWhenSiteAnswers.ts';
import { INSTALL_DISMISSED_KEY } from '../../src/pwa/installPlatform.ts';

type Where =
  | 'local storage'
  | 'local storage, per form'
  | 'local storage, per submission'
  | 'session storage'
  | 'IndexedDB'
  | 'cache';

interface Stored {
  name: string;
  where: Where;
  /** The one source file that reads and writes it. */
  file: string;
}

/** How the policy must phrase each kind, so the text says where an item lives, not only its name. */
const phrasing: Record<Where, (name: string) => string> = {
  'local storage': (name) => `local storage under the key ${name}`,
  'local storage, per form': (prefix) => `local storage, one entry per form under a key starting with ${prefix}`,
  'local storage, per submission': (prefix) =>
    `local storage instead, one entry per submission under a key starting with ${prefix}`,
  'session storage': (name) => `session storage under the key ${name}`,
  IndexedDB: (name) => `IndexedDB database ${name}`,
  cache: (name) => `the cache ${name}`,
};

const inventory: Stored[] = [
  { name: CONSENT_STORAGE_KEY, where: 'local storage', file: 'src/consent/consentRecord.ts' },
  { name: OUTBOX_DB, where: 'IndexedDB', file: 'src/lib/outbox/store.ts' },
  { name: OUTBOX_FALLBACK_KEY, where: 'local storage, per submission', file: 'src/lib/outbox/store.ts' },
  { name: EARLY_LEADS_STORAGE_KEY, where: 'local storage', file: 'src/forms/handover/earlyLeadsKey.ts' },
  { name: DRAFT_KEY_PREFIX, where: 'local storage, per form', file: 'src/initial/drafts.ts' },
  { name: ATTRIBUTION_STORAGE_KEY, where: 'session storage', file: 'src/initial/attribution.ts' },
  { name: FIRST_TOUCH_STORAGE_KEY, where: 'local storage', file: 'src/initial/attribution.ts' },
  { name: LAST_RELOAD_KEY, where: 'session storage', file: 'src/initial/reloadWhenSiteAnswers.ts' },
  { name: CRYPTO_CLIENT_CACHE_KEY, where: 'local storage', file: 'src/forms/crypto/cryptoClientCache.ts' },
  { name: INSTALL_DISMISSED_KEY, where: 'local storage', file: 'src/pwa/installPlatform.ts' },
  { name: IMAGE_CACHE, where: 'cache', file: 'sw/images.ts' },
  { name: DEMO_VIDEO_CACHE, where: 'cache', file: 'sw/demoVideo.ts' },
];

/** Workbox names the precache itself (`workbox-precache-v2-<scope>`); the policy gives the prefix. */
const PRECACHE = { file: 'sw/sw.ts', text: 'a cache whose name starts with workbox-precache' };

const storedList = cookiePolicy.sections.find((section) => section.heading === 'Exactly what we store')?.list ?? [];

/** An item may be named in several entries only if it is the same entry (e.g. the outbox's two stores). */
function entriesNaming(text: string): string[] {
  return storedList.filter((entry) => entry.includes(text));
}

describe('the cookie policy lists exactly what the code stores', () => {
  it('has the list, with the opt-in tags last', () => {
    expect(storedList.length).toBeGreaterThan(0);
    expect(storedList.at(-1)).toMatch(/^Analytics and advertising cookies: .*only if .*you have consented/);
  });

  it.each(inventory)('names $name ($where) where it is stored, in one entry', ({ name, where }) => {
    const entries = entriesNaming(phrasing[where](name));
    expect(entries, `the policy should say "${phrasing[where](name)}"`).toHaveLength(1);
  });

  it("names the service worker's precache", () => {
    expect(entriesNaming(PRECACHE.text)).toHaveLength(1);
  });

  it('gives every entry its purpose and its lifetime', () => {
    for (const entry of storedList) {
      // "Name: what it is and why. How long it stays."
      expect(entry).toMatch(/^[A-Z][^:]+: .{40,}/);
      expect(entry, entry).toMatch(/\b(until|deleted|deletes|removed|stays|replaced|at most|only if)\b/);
    }
  });

  it('has no entry that names nothing the code stores (except the opt-in tags)', () => {
    const names = [...inventory.map(({ name, where }) => phrasing[where](name)), PRECACHE.text];
    for (const entry of storedList.slice(0, -1))
      expect(
        names.some((name) => entry.includes(name)),
        entry,
      ).toBe(true);
  });
});

/** Code that reads or writes browser storage: Web Storage, IndexedDB, Cache Storage, cookies. */
const STORAGE_API =
  /\b(localStorage\b|sessionStorage\b|indexedDB\b|createStore\(|caches\.open\b|cacheName\s*:|precacheAndRoute\b|document\.cookie\b|cookieStore\b)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Drops comments, so prose that mentions localStorage is not taken for code using it. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('every place that stores something in the browser is in the inventory above', () => {
  it('finds storage use only in the inventoried files', () => {
    const root = join(import.meta.dirname, '../..');
    const users = ['src', 'sw']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((path) => STORAGE_API.test(withoutComments(readFileSync(path, 'utf8'))))
      .map((path) => relative(root, path).split('\\').join('/'))
      .sort();
    const known = [...new Set([...inventory.map(({ file }) => file), PRECACHE.file])].sort();
    expect(users, 'a new storage use: list it in the cookie policy and in this inventory').toEqual(known);
  });
});
