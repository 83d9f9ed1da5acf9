/**
 * The cookie policy promises "the complete list of what our website stores in your browser". This ties that
 * list to the code: every key, database and cache name the site uses is an export of src/shared/storageKeys.ts,
 * and every export of it must be in the inventory below and named by the policy, so a key added or renamed there
 * without its line in the policy fails here; a new place in src/ or sw/ that touches browser storage fails until
 * it is added to the inventory below (and so to the policy).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cookiePolicy } from '../../src/content/legal/cookiePolicy.ts';
import * as storageKeys from '../../src/shared/storageKeys.ts';

type KeyName = keyof typeof storageKeys;
/** The module's exports as a plain object, read by name below. */
const keyValues: Record<string, unknown> = { ...storageKeys };

type Where =
  | 'local storage'
  | 'local storage, per form'
  | 'local storage, per submission'
  | 'session storage'
  | 'IndexedDB'
  | 'cache';

/** `file`: the source files that read or write it (one, but for what an earlier version left behind). */
type Stored =
  /** A name the policy gives, phrased by where it lives. */
  | { where: Where; file: string | string[] }
  /** A part of another export's name (a draft's form name after the prefix, the database's object store). */
  | { partOf: KeyName; file: string };

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

/** Every export of storageKeys.ts, where it lives and the source file that reads and writes it. */
const inventory: Record<KeyName, Stored> = {
  CONSENT_STORAGE_KEY: { where: 'local storage', file: 'src/consent/consentRecord.ts' },
  OUTBOX_DB: { where: 'IndexedDB', file: 'src/lib/outbox/store.ts' },
  OUTBOX_OBJECT_STORE: { partOf: 'OUTBOX_DB', file: 'src/lib/outbox/store.ts' },
  OUTBOX_FALLBACK_KEY: { where: 'local storage, per submission', file: 'src/lib/outbox/store.ts' },
  EARLY_LEADS_STORAGE_KEY: {
    where: 'local storage',
    // Whether there are any (in the entry), and the move into the outbox that deletes the key (loaded only then).
    file: ['src/forms/handover/hasEarlyLeads.ts', 'src/forms/handover/earlyLeads.ts'],
  },
  DRAFT_KEY_PREFIX: { where: 'local storage, per form', file: 'src/initial/drafts.ts' },
  LEAD_SIGNUP_DRAFT_KEY: { partOf: 'DRAFT_KEY_PREFIX', file: 'src/initial/drafts.ts' },
  LEAD_DIALOG_DRAFT_KEY: { partOf: 'DRAFT_KEY_PREFIX', file: 'src/initial/drafts.ts' },
  LEAD_TRIAL_DRAFT_KEY: { partOf: 'DRAFT_KEY_PREFIX', file: 'src/initial/drafts.ts' },
  LEAD_EMBED_DRAFT_KEY: { partOf: 'DRAFT_KEY_PREFIX', file: 'src/initial/drafts.ts' },
  CRYPTO_SIGNUP_DRAFT_KEY: { partOf: 'DRAFT_KEY_PREFIX', file: 'src/initial/drafts.ts' },
  ATTRIBUTION_STORAGE_KEY: { where: 'session storage', file: 'src/initial/attribution.ts' },
  FIRST_TOUCH_STORAGE_KEY: { where: 'local storage', file: 'src/initial/attribution.ts' },
  LAST_RELOAD_KEY: { where: 'session storage', file: 'src/initial/reloadWhenSiteAnswers.ts' },
  CRYPTO_CLIENT_CACHE_KEY: { where: 'local storage', file: 'src/forms/crypto/cryptoClientCache.ts' },
  INSTALL_DISMISSED_KEY: { where: 'local storage', file: 'src/pwa/installPlatform.ts' },
  IMAGE_CACHE: { where: 'cache', file: 'sw/images.ts' },
  DEMO_VIDEO_CACHE: { where: 'cache', file: 'sw/demoVideo.ts' },
};

/** The names the policy gives, each with the phrase that must name it. */
const named = Object.entries(inventory).flatMap(([key, stored]) => {
  if (!('where' in stored)) return [];
  const name = keyValues[key];
  return typeof name === 'string' ? [{ key, name, where: stored.where, phrase: phrasing[stored.where](name) }] : [];
});

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

  it('has every export of storageKeys.ts in the inventory, each part within a name the policy gives', () => {
    expect(Object.keys(keyValues).sort()).toEqual(Object.keys(inventory).sort());
    for (const [key, stored] of Object.entries(inventory)) {
      if ('partOf' in stored) expect(inventory[stored.partOf], key).toHaveProperty('where');
      else expect(typeof keyValues[key], key).toBe('string');
    }
  });

  it.each(named)('names $name ($where) where it is stored, in one entry', ({ phrase }) => {
    const entries = entriesNaming(phrase);
    expect(entries, `the policy should say "${phrase}"`).toHaveLength(1);
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
    const names = [...named.map(({ phrase }) => phrase), PRECACHE.text];
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
    const known = [...new Set([...Object.values(inventory).flatMap(({ file }) => file), PRECACHE.file])].sort();
    expect(users, 'a new storage use: list it in the cookie policy and in this inventory').toEqual(known);
  });
});
