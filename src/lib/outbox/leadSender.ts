/**
 * Delivers a lead in two stages, so a retry never repeats a finished step:
 * 1. insert the row (its id is the outbox item's id, so a replay answers 409/23505: already there);
 * 2. invoke `slack-notification`, which dedupes by lead id; a definitive failure there is only logged (SPEC §7).
 */
import { getSupabase } from '../supabaseClient.ts';
import { isRetryableStatus, retryAfter, SEND_TIMEOUT_MS } from './httpOutcome.ts';
import type { Sender } from './types.ts';

/** One `leads` row as the browser inserts it (the id is added from the outbox item). */
export interface LeadRow {
  project: string;
  telegram: string | null;
  email: string | null;
  role: 'Other' | null;
  page_path: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
}

export const LEAD_INSERTED = 'inserted';
/** SPEC §8: what the visitor is told when the database refuses the lead. */
export const LEAD_REJECTED_MESSAGE = 'Failed to submit lead. Please try again.';

export const leadSender: Sender<LeadRow> = async (item) => {
  let supabase;
  try {
    supabase = await getSupabase();
  } catch (error) {
    // supabase-js is a lazy chunk: offline before it was ever downloaded, it cannot load yet.
    return retryAfter(0, `backend client did not load: ${String(error)}`);
  }
  const lead = { id: item.id, ...item.payload };

  if (item.stage !== LEAD_INSERTED) {
    // Plain insert, `returning: minimal`: anon may not read leads back, nor upsert.
    const { error, status } = await supabase.from('leads').insert(lead).abortSignal(AbortSignal.timeout(SEND_TIMEOUT_MS));
    const duplicate = status === 409 && error?.code === '23505';
    if (error && !duplicate) {
      if (isRetryableStatus(status)) return retryAfter(status, `insert answered ${status}: ${error.message}`);
      console.error('[outbox] lead refused', status, error.message);
      return { type: 'rejected', message: LEAD_REJECTED_MESSAGE };
    }
    return { type: 'progress', stage: LEAD_INSERTED, accepted: true };
  }

  const { error, response } = await supabase.functions.invoke('slack-notification', { body: lead, timeout: SEND_TIMEOUT_MS });
  if (!error) return { type: 'delivered' };
  const status = response?.status ?? 0;
  if (isRetryableStatus(status)) return retryAfter(status, `slack-notification answered ${status}`);
  console.warn(`[outbox] slack-notification refused lead ${item.id} (${status}); the lead itself is stored`);
  return { type: 'delivered' };
};
