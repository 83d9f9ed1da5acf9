/**
 * Which sender delivers which kind of submission. One line per kind. A transaction waits in the outbox only after the
 * crypto transaction page kept it, and that page's form brings its sender with it (`TransactionForm.tsx`): on every
 * other page the sender downloads when a flush first meets one, so the lead pages do not carry it. A download that
 * fails counts as no answer, and the item waits for the next flush.
 */
import { sendConsentEvent } from './consentSender.ts';
import { leadSender } from './leadSender.ts';
import type { Sender, SubmissionKind } from './types.ts';

export type SenderRegistry = Partial<Record<SubmissionKind, Sender>>;

const sendTransaction: Sender = (item) =>
  import('./transactionSender.ts').then(
    (sender) => sender.sendTransaction(item as Parameters<typeof sender.sendTransaction>[0]),
    () => ({ type: 'retry', reason: "the transaction sender's code did not download", unanswered: true }),
  );

export const senders: SenderRegistry = {
  lead: leadSender as Sender,
  transaction: sendTransaction,
  consent: sendConsentEvent as Sender,
};
