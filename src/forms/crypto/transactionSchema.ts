/**
 * The transaction form (SPEC §5). The URL rule is the backend's (http(s), a host, no spaces, parseable), so
 * a link the form accepts is never refused later by the outbox. Loaded lazily, on first validation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../lib/zod.ts';
import { CHAIN_IDS, FORBIDDEN_TEXT_REGEX, TRANSACTION_URL_MAX, TRANSACTION_URL_REGEX } from '../../../supabase/functions/_shared/limits.ts';

const URL_MESSAGE = 'Please enter a valid URL.';

export const transactionSchema = z.object({
  // A string in, so the form can start with no chain picked.
  walletSelected: z.string().pipe(z.enum(CHAIN_IDS, { error: 'Please select a wallet.' })),
  transactionUrl: z
    .string()
    .trim()
    .max(TRANSACTION_URL_MAX, URL_MESSAGE)
    .regex(TRANSACTION_URL_REGEX, URL_MESSAGE)
    // The URL parser would accept control and direction characters (it percent-encodes them); the database
    // stores the link as typed and refuses them.
    .refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), URL_MESSAGE)
    .refine((value) => URL.canParse(value), URL_MESSAGE),
});

export type TransactionValues = z.input<typeof transactionSchema>;
export type TransactionData = z.output<typeof transactionSchema>;

export const transactionResolver = zodResolver(transactionSchema);
