/**
 * Proof of a cookie choice: each choice is sent to the backend (`consent_events`) through the outbox, so what a
 * visitor agreed to, when and under which policies can be shown later. Downloaded with the consent bar, or when a
 * choice is made without it.
 * Nothing that identifies the visitor: the id is random per choice, and no IP address or user agent is sent.
 */
import { COOKIE_POLICY_DATE, PRIVACY_POLICY_DATE } from '../content/legal/consent.ts';
import type { ConsentEvent } from '../lib/outbox/consentSender.ts';
import { keepSubmission } from '../lib/outbox/keep.ts';
import type { ConsentMethod, ConsentRecord } from './consentRecord.ts';

/** The event of a stored choice; null for a record without an id (none is made that way). */
export function consentEvent(record: ConsentRecord, method: ConsentMethod, gpc: boolean): ConsentEvent | null {
  if (!record.id) return null;
  return {
    id: record.id,
    record_version: record.version,
    analytics: record.analytics,
    advertising: record.advertising,
    gpc,
    privacy_policy_date: PRIVACY_POLICY_DATE,
    cookie_policy_date: COOKIE_POLICY_DATE,
    chosen_at: record.timestamp,
    method,
  };
}

/** How long a page about to reload waits for the event to be stored: storage that never answers must not hold the choice's reload back. */
export const STORE_WAIT_MS = 3000;

/**
 * Keeps the choice's event in the outbox (`keep`: keepSubmission; the tests give their own), whose flushers send it;
 * no form waits for its answer. When the page is about to reload (`deliver` false) the open pages are not told: this
 * resolves once it is stored (or after STORE_WAIT_MS), and the next page's flushers (or the service worker) send it.
 * Never rejects: a device that cannot store it (storage refused) still gets its choice applied; the failure is only
 * logged.
 */
export async function keepConsentEvent(
  record: ConsentRecord,
  method: ConsentMethod,
  gpc: boolean,
  deliver: boolean,
  keep: typeof keepSubmission = keepSubmission,
): Promise<void> {
  const event = consentEvent(record, method, gpc);
  if (!event) return;
  const storing = keep('consent', event, { id: crypto.randomUUID(), unloading: !deliver });
  const kept = storing.then(
    () => undefined,
    (error: unknown) => console.error('[consent] the record of this choice could not be kept for sending', error),
  );
  if (deliver) return kept;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[consent] storing the record of this choice took over ${STORE_WAIT_MS} ms; going on without it`);
      resolve();
    }, STORE_WAIT_MS);
  });
  await Promise.race([kept, late]);
  clearTimeout(timer);
}
