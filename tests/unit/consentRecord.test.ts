import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../src/shared/storageKeys.ts';
import {
  createConsent,
  currentConsentId,
  globalPrivacyControl,
  parseConsent,
  readConsent,
  serialiseConsent,
  storeConsent,
  type ConsentStorage,
} from '../../src/consent/consentRecord.ts';

const valid = {
  version: 1,
  timestamp: '2025-10-02T09:30:00.000Z',
  essential: true,
  analytics: true,
  advertising: false,
};
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ID = '0b7e6f4a-3c2d-4e1f-9a8b-7c6d5e4f3a2b';

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const refusing: ConsentStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('consent record: parsing', () => {
  it('uses the fixed key the cookie policy names', () => {
    expect(CONSENT_STORAGE_KEY).toBe('rr-cookie-consent');
  });

  it('accepts a valid version 1 record and keeps only its fields', () => {
    expect(parseConsent(JSON.stringify(valid))).toEqual(valid);
    expect(parseConsent(JSON.stringify({ ...valid, extra: 'ignored' }))).toEqual(valid);
    expect(parseConsent(JSON.stringify({ ...valid, timestamp: '2025-10-02T10:30:00+01:00' }))?.timestamp).toBe(
      '2025-10-02T10:30:00+01:00',
    );
  });

  it('treats nothing stored and unreadable JSON as no consent', () => {
    expect(parseConsent(null)).toBeNull();
    for (const raw of ['', '{', 'not json', '{"version":1,', 'undefined']) expect(parseConsent(raw)).toBeNull();
  });

  it('treats another version as no consent', () => {
    for (const version of [0, 2, '1', null]) expect(parseConsent(JSON.stringify({ ...valid, version }))).toBeNull();
    const { version: _dropped, ...withoutVersion } = valid;
    expect(parseConsent(JSON.stringify(withoutVersion))).toBeNull();
  });

  it('treats a value of the wrong shape or with wrong types as no consent', () => {
    for (const raw of ['null', 'true', '1', '"yes"', '[]', JSON.stringify([valid])])
      expect(parseConsent(raw)).toBeNull();
    const broken = [
      { analytics: 'true' },
      { advertising: 1 },
      { analytics: null },
      { essential: false },
      { essential: 'true' },
      { timestamp: 1759397400000 },
      { timestamp: 'yesterday' },
      { timestamp: '2025-10-02' },
      { timestamp: '2025-13-45T99:99:99Z' },
    ];
    for (const change of broken)
      expect(parseConsent(JSON.stringify({ ...valid, ...change })), JSON.stringify(change)).toBeNull();
    for (const field of ['timestamp', 'essential', 'analytics', 'advertising'] as const) {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[field];
      expect(parseConsent(JSON.stringify(copy)), field).toBeNull();
    }
  });
});

describe('consent record: storing', () => {
  const now = new Date('2025-10-02T09:30:00.000Z');

  it('creates the consent record with essential always true, and a fresh random id per choice', () => {
    const record = createConsent({ analytics: false, advertising: true }, now);
    expect(record).toEqual({
      version: 1,
      timestamp: '2025-10-02T09:30:00.000Z',
      essential: true,
      analytics: false,
      advertising: true,
      id: expect.stringMatching(UUID_V4),
    });
    expect(createConsent({ analytics: false, advertising: true }, now).id).not.toBe(record.id);
  });

  it('writes the record under the fixed key and reads it back', () => {
    const storage = memoryStorage();
    const record = storeConsent(storage, { analytics: true, advertising: false }, now);
    expect(JSON.parse(storage.data.get('rr-cookie-consent') ?? '')).toEqual(record);
    expect(readConsent(storage)).toEqual(record);
    expect(parseConsent(serialiseConsent(record))).toEqual(record);
  });

  it('replaces an earlier choice', () => {
    const storage = memoryStorage({ 'rr-cookie-consent': JSON.stringify(valid) });
    storeConsent(storage, { analytics: false, advertising: false }, now);
    expect(readConsent(storage)).toMatchObject({ analytics: false, advertising: false });
  });

  it('reads a corrupted stored value as no consent', () => {
    expect(readConsent(memoryStorage({ 'rr-cookie-consent': '{oops' }))).toBeNull();
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('survives storage that refuses access: no consent read, the choice still returned', () => {
    expect(readConsent(refusing)).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(storeConsent(refusing, { analytics: true, advertising: true }, now)).toMatchObject({
      analytics: true,
      advertising: true,
    });
    expect(storeConsent(null, { analytics: false, advertising: false }, now)).toMatchObject({ analytics: false });
  });
});

describe('consent record: the id of each choice', () => {
  it('keeps the id with the record, and reads it back', () => {
    const storage = memoryStorage();
    const record = storeConsent(storage, { analytics: true, advertising: false });
    expect(JSON.parse(storage.data.get('rr-cookie-consent') ?? '')).toMatchObject({ id: record.id });
    expect(readConsent(storage)?.id).toBe(record.id);
    const next = storeConsent(storage, { analytics: false, advertising: false });
    expect(next.id).not.toBe(record.id);
    expect(readConsent(storage)?.id).toBe(next.id);
  });

  it('takes a record stored before choices had ids as valid, its id unknown', () => {
    expect(parseConsent(JSON.stringify(valid))).toEqual(valid);
    expect(parseConsent(JSON.stringify({ ...valid, id: ID }))).toEqual({ ...valid, id: ID });
  });

  it('drops an id that is not a version 4 UUID, keeping the choice', () => {
    for (const id of [42, '', 'abc', ID.toUpperCase(), '0b7e6f4a-3c2d-1e1f-9a8b-7c6d5e4f3a2b', `${ID}x`, null]) {
      expect(parseConsent(JSON.stringify({ ...valid, id })), String(id)).toEqual(valid);
    }
  });

  it('gives the id of the choice in force through currentConsentId, or null', () => {
    const data = new Map<string, string>();
    const local = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    vi.stubGlobal('window', { localStorage: local });
    try {
      expect(currentConsentId()).toBeNull();
      data.set('rr-cookie-consent', JSON.stringify(valid));
      expect(currentConsentId()).toBeNull();
      const record = storeConsent(local, { analytics: false, advertising: false });
      expect(currentConsentId()).toBe(record.id);
      data.set('rr-cookie-consent', '{oops');
      expect(currentConsentId()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    // Where there is no window (the service worker, the prerender): none.
    expect(currentConsentId()).toBeNull();
  });
});

describe('consent record: Global Privacy Control', () => {
  it('is on only when the browser says exactly true', () => {
    for (const [value, on] of [
      [true, true],
      [false, false],
      [undefined, false],
      ['1', false],
      [1, false],
    ] as const) {
      vi.stubGlobal('navigator', { globalPrivacyControl: value });
      expect(globalPrivacyControl(), String(value)).toBe(on);
      vi.unstubAllGlobals();
    }
  });
});
