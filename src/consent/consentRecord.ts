/**
 * The cookie consent record kept in the browser (SPEC §3, §9): one fixed localStorage key, version 1.
 * Hand-written checks instead of a zod schema: this module ships with every page and must stay tiny.
 */

/** Fixed key; the cookie policy names it, so changing it means changing the policy too. */
export const CONSENT_STORAGE_KEY = 'rr-cookie-consent';
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  version: typeof CONSENT_VERSION;
  /** ISO 8601 date and time of the choice. */
  timestamp: string;
  /** Essential storage needs no consent and cannot be switched off; recorded for the audit trail. */
  essential: true;
}

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value that is unreadable, of another version or of the wrong shape is no consent (null). */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecordObject(value)) return null;
  const { version, timestamp, essential, analytics, advertising } = value;
  if (version !== CONSENT_VERSION || essential !== true) return null;
  if (typeof analytics !== 'boolean' || typeof advertising !== 'boolean') return null;
  if (typeof timestamp !== 'string' || !ISO_DATE_TIME.test(timestamp) || Number.isNaN(Date.parse(timestamp))) return null;
  return { version: CONSENT_VERSION, timestamp, essential: true, analytics, advertising };
}

export function createConsent(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  return { version: CONSENT_VERSION, timestamp: now.toISOString(), essential: true, analytics: choice.analytics, advertising: choice.advertising };
}

export function serialiseConsent(record: ConsentRecord): string {
  const { version, timestamp, essential, analytics, advertising } = record;
  return JSON.stringify({ version, timestamp, essential, analytics, advertising });
}

/** The page's localStorage, or null where merely touching it throws (storage disabled by the visitor). */
export function browserStorage(): ConsentStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Storage can throw (disabled cookies, some private modes): that reads as no consent. */
export function readConsent(storage: ConsentStorage | null): ConsentRecord | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * Stores the choice and returns the record. If storage refuses the write, the choice still holds for this
 * page (the banner hides) and the banner asks again on the next page: nothing is assumed without consent.
 */
export function storeConsent(storage: ConsentStorage | null, choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  const record = createConsent(choice, now);
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, serialiseConsent(record));
  } catch {
    // Quota or privacy mode: see above.
  }
  return record;
}
