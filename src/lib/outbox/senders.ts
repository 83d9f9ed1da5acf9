/**
 * Which sender delivers which kind of submission. One line per kind: the transaction sender of the crypto
 * sign-up registers itself here the same way.
 */
import { sendConsentEvent } from './consentSender.ts';
import { leadSender } from './leadSender.ts';
import { sendTransaction } from './transactionSender.ts';
import type { Sender, SubmissionKind } from './types.ts';

export type SenderRegistry = Partial<Record<SubmissionKind, Sender>>;

export const senders: SenderRegistry = {
  lead: leadSender as Sender,
  transaction: sendTransaction as Sender,
  consent: sendConsentEvent as Sender,
};
