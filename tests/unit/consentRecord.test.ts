import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  createConsent,
  parseConsent,
  readConsent,
  serialiseConsent,
  storeConsent,
  type ConsentStorage,
} from '../../src/consent/consentRecord.ts';

const valid = { version: 1, timestamp: '2025-10-02T09:30:00.000Z', essential: true, analytics: true, advertising: false };

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
    expect(parseConsent(JSON.stringify({ ...valid, timestamp: '2025-10-02T10:30:00+01:00' }))?.timestamp).toBe('2025-10-02T10:30:00+01:00');
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
    for (const raw of ['null', 'true', '1', '"yes"', '[]', JSON.stringify([valid])]) expect(parseConsent(raw)).toBeNull();
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
    for (const change of broken) expect(parseConsent(JSON.stringify({ ...valid, ...change })), JSON.stringify(change)).toBeNull();
    for (const field of ['timestamp', 'essential', 'analytics', 'advertising'] as const) {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[field];
      expect(parseConsent(JSON.stringify(copy)), field).toBeNull();
    }
  });
});

describe('consent record: storing', () => {
  const now = new Date('2025-10-02T09:30:00.000Z');

  it('creates the record of SPEC §3 with essential always true', () => {
    expect(createConsent({ analytics: false, advertising: true }, now)).toEqual({
      version: 1,
      timestamp: '2025-10-02T09:30:00.000Z',
      essential: true,
      analytics: false,
      advertising: true,
    });
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
    expect(storeConsent(refusing, { analytics: true, advertising: true }, now)).toMatchObject({ analytics: true, advertising: true });
    expect(storeConsent(null, { analytics: false, advertising: false }, now)).toMatchObject({ analytics: false });
  });
});
