/**
 * The browser's cookie consent record (docs/product.md#cookie-consent): one fixed localStorage key, version 1.
 * Hand-written checks instead of a zod schema: this module ships with every page and must stay tiny.
 */
import { CONSENT_STORAGE_KEY } from '../shared/storageKeys.ts';

export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

/** How a choice was made: the banner's three buttons, or the preferences dialog's Save. */
export type ConsentMethod = 'accept-all' | 'reject-all' | 'banner-save' | 'dialog-save';

export interface ConsentRecord extends ConsentChoice {
  version: typeof CONSENT_VERSION;
  /** ISO 8601 date and time of the choice. */
  timestamp: string;
  /** Essential storage needs no consent and cannot be switched off; recorded for the audit trail. */
  essential: true;
  /**
   * A random id per choice (`crypto.randomUUID()`): the id of the consent event the backend keeps as proof of
   * the choice, and each lead's `consent_id`. Absent on records stored before choices had ids: still valid.
   */
  id?: string;
}

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** What `crypto.randomUUID()` makes; the backend stores the id as a uuid, so nothing else may pass for one. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
  const { version, timestamp, essential, analytics, advertising, id } = value;
  if (version !== CONSENT_VERSION || essential !== true) return null;
  if (typeof analytics !== 'boolean' || typeof advertising !== 'boolean') return null;
  if (typeof timestamp !== 'string' || !ISO_DATE_TIME.test(timestamp) || Number.isNaN(Date.parse(timestamp)))
    return null;
  const record: ConsentRecord = { version: CONSENT_VERSION, timestamp, essential: true, analytics, advertising };
  // An id that is missing or unusable leaves the choice valid, its id unknown.
  if (typeof id === 'string' && UUID_V4.test(id)) record.id = id;
  return record;
}

export function createConsent(
  choice: ConsentChoice,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
    essential: true,
    analytics: choice.analytics,
    advertising: choice.advertising,
    id,
  };
}

export function serialiseConsent(record: ConsentRecord): string {
  const { version, timestamp, essential, analytics, advertising, id } = record;
  return JSON.stringify({ version, timestamp, essential, analytics, advertising, id });
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
 * The id of the choice in force in this browser, for stamping what is sent under it (a lead's `consent_id`);
 * null when no choice was made, or it was stored before choices had ids, or storage cannot be read.
 */
export function currentConsentId(): string | null {
  return readConsent(browserStorage())?.id ?? null;
}

/**
 * The browser's Global Privacy Control signal: an opt-out of sale and sharing, so advertising stays off while
 * it is on. Only a browser can know it: read it after hydration, never while rendering the prerendered page.
 */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/**
 * Stores the choice and returns the record. If storage refuses the write, the choice still holds for this
 * page (the banner hides) and the banner asks again on the next page: nothing is assumed without consent.
 */
export function storeConsent(
  storage: ConsentStorage | null,
  choice: ConsentChoice,
  now: Date = new Date(),
): ConsentRecord {
  const record = createConsent(choice, now);
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, serialiseConsent(record));
  } catch {
    // Quota or privacy mode: see above.
  }
  return record;
}
