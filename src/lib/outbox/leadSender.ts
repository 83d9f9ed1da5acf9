/**
 * Delivers a lead in two stages, so a retry never repeats a finished step:
 * 1. insert the row (its id is the outbox item's id, so a replay answers 409/23505: already there);
 * 2. ask `slack-notification` to send the lead's Slack message now, by id; it reads the stored row and sends the
 *    message once however often it is asked. The message was queued with the row, and the backend's scheduled
 *    delivery sends whatever is still due, so this call only makes it go sooner: it is made once, and whatever it
 *    meets (a Slack outage's 5xx, a function mid-deploy, no answer) the lead counts as delivered. Retrying it would
 *    have every open tab call the function again and again for as long as Slack is down, for nothing.
 */
import * as leadToasts from '../../content/leadToasts.ts';
import { insertRow, invokeFunction, isSuccess } from './backendHttp.ts';
import { failureOutcome, isDuplicate } from './httpOutcome.ts';
import type { NewLead } from '../../shared/lead.ts';
import type { Sender } from './types.ts';

export const LEAD_INSERTED = 'inserted';

export const leadSender: Sender<NewLead> = async (item) => {
  const lead = { id: item.id, ...item.payload };

  if (item.stage !== LEAD_INSERTED) {
    // Plain insert, `return=minimal`: anon may not read leads back, nor upsert.
    const answer = await insertRow('leads', lead);
    if (isSuccess(answer) || isDuplicate(answer)) return { type: 'progress', stage: LEAD_INSERTED, accepted: true };
    const outcome = failureOutcome(answer, `insert answered ${answer.status}`, {
      type: 'rejected',
      message: leadToasts.rejected,
    });
    if (outcome.type === 'rejected') console.error('[outbox] lead refused', answer.status, answer.body);
    return outcome;
  }

  const answer = await invokeFunction('slack-notification', { id: item.id });
  if (!isSuccess(answer))
    console.warn(
      `[outbox] slack-notification answered ${answer.status} for lead ${item.id}; the lead is stored and the backend's queue sends its message`,
    );
  return { type: 'delivered' };
};
