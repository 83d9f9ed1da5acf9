/**
 * The outbox notices for transaction details (started with the lead notices, src/app/outboxNotices.ts):
 * details that waited in the outbox and were then refused for good get a toast, wherever the visitor is.
 * A refusal while the form waits for its answer is the form's own toast; a delivery later is shown on the success page.
 */
import { toast } from '../../toast/lazyToast.ts';
import type { OutboxEvent } from '../../lib/outbox/types.ts';
import { TRANSACTION_NOT_SENT } from './transactionDeliveryTexts.ts';

export function announceTransaction(event: OutboxEvent): void {
  if (event.kind !== 'transaction' || event.type !== 'rejected' || !event.deferred) return;
  // Every open tab hears the news; only the one in front speaks.
  if (document.visibilityState !== 'visible') return;
  toast.error(event.message, { description: TRANSACTION_NOT_SENT });
}
