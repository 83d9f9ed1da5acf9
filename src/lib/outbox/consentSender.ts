/**
 * Delivers a cookie choice's proof (src/consent/consentEvent.ts) into `consent_events`. The row's id is the
 * choice's own id, so a replay after a lost answer is refused as a duplicate (409/23505): already delivered.
 */
import { insertRow, isSuccess } from './backendHttp.ts';
import { failureOutcome, isDuplicate } from './httpOutcome.ts';
import type { Sender } from './types.ts';

/** One `consent_events` row as the browser inserts it: no IP address, no user agent. */
export interface ConsentEvent {
  id: string;
  record_version: number;
  analytics: boolean;
  advertising: boolean;
  /** The browser sent a Global Privacy Control signal when the choice was made. */
  gpc: boolean;
  /** The effective dates (ISO) of the privacy and cookie policies the site showed. */
  privacy_policy_date: string;
  cookie_policy_date: string;
  /** The choice's ISO date and time (the consent record's timestamp). */
  chosen_at: string;
  method: 'accept-all' | 'reject-all' | 'banner-save' | 'dialog-save';
}

export const sendConsentEvent: Sender<ConsentEvent> = async (item) => {
  const answer = await insertRow('consent_events', item.payload);
  if (isSuccess(answer) || isDuplicate(answer)) return { type: 'delivered' };
  // Nobody waits on a screen for it: a refusal has no message to show.
  return failureOutcome(answer, `insert answered ${answer.status}`, { type: 'rejected', message: '' });
};
