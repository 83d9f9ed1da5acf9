/** The JSON bodies the edge functions accept. Unknown keys are refused, so typos fail loudly (one exception below). */

import { z } from 'zod';
import { BROWSER_CONTEXTS } from '../../../src/shared/browserContexts.ts';
import { EMAIL_REGEX, FORBIDDEN_TEXT_REGEX } from '../../../src/shared/textRules.ts';
import {
  CHAIN_IDS,
  CRYPTO_CLIENT_LIMITS as CLIENT,
  CRYPTO_PRODUCT_IDS,
  explorerNames,
  TRANSACTION_URL_MAX,
  TRANSACTION_URL_REGEX,
  transactionHashOf,
} from '../../../src/shared/cryptoLimits.ts';

const PRINTABLE = { error: 'must not contain control or invisible direction characters' } as const;

function printable(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), PRINTABLE);
}

function requiredText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), PRINTABLE);
}

/** Absent, null and blank all mean "not given" and are stored as null. */
function optionalText(max: number) {
  return printable(max)
    .nullish()
    .transform((value) => (value?.trim() ? value : null));
}

const email = (max: number) => printable(max).regex(EMAIL_REGEX, 'must be a valid email address');

/**
 * The lead to notify about, by id: the message is built from the stored row, so no lead column is ever listed
 * here. The one body whose other keys are ignored rather than refused: pages written before this sent the whole
 * row, and their leads, waiting in outboxes, still get their message at once.
 */
export const leadNotificationBody = z.object({ id: z.uuid() });

export const cryptoSignupBody = z.strictObject({
  action: z.literal('create_client', { error: 'unknown action: only "create_client" is supported' }),
  full_name: requiredText(CLIENT.fullNameMin, CLIENT.fullNameMax),
  email: email(CLIENT.emailMax),
  company_name: requiredText(1, CLIENT.companyNameMax),
  vat_tax_number: optionalText(CLIENT.vatTaxNumberMax),
  business_address: requiredText(1, CLIENT.businessAddressMax),
  city: requiredText(1, CLIENT.cityMax),
  country: requiredText(1, CLIENT.countryMax),
  postcode_zip: requiredText(1, CLIENT.postcodeZipMax),
  product: z.enum(CRYPTO_PRODUCT_IDS),
  terms_accepted: z.literal(true, { error: 'the terms and conditions must be accepted' }),
  /**
   * The browser's id for this submission: a replay with the same id answers the client the first call created,
   * without a second row or Slack message. Optional: pages cached by the PWA before the id existed, and callers
   * that never retry, still sign up (a new client per call, as before); when given, it must be a UUID.
   */
  submissionId: z.uuid().optional(),
  /** Which app's in-app browser (or none) the sign-up came from; absent from pages cached before it existed. */
  browser_context: z.enum(BROWSER_CONTEXTS).nullish(),
});

export const getCryptoClientBody = z.strictObject({
  clientId: z.uuid(),
});

export const updateCryptoTransactionBody = z
  .strictObject({
    clientId: z.uuid(),
    // The length first, and nothing else on a link that fails it: the checks after it read the whole link.
    transactionUrl: z
      .string()
      .max(TRANSACTION_URL_MAX, { abort: true })
      .refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), PRINTABLE)
      .regex(TRANSACTION_URL_REGEX, 'must be an http(s) URL')
      .refine((value) => URL.canParse(value), { error: 'must be a valid URL' }),
    walletSelected: z.enum(CHAIN_IDS),
    /** The browser's id for this submission: a replay with the same id is stored and announced once. */
    submissionId: z.uuid(),
  })
  .superRefine(({ transactionUrl, walletSelected }, context) => {
    if (transactionHashOf(transactionUrl, walletSelected) === null) {
      context.addIssue({
        code: 'custom',
        path: ['transactionUrl'],
        message: `must be an https link to a transaction on ${explorerNames(walletSelected)} (${walletSelected})`,
      });
    }
  });

/** The scheduled call of deliver-notifications: it takes nothing, it delivers what the queue says is due. */
export const deliverNotificationsBody = z.strictObject({});
