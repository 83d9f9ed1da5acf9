/**
 * The transaction form's rules (docs/product.md#crypto-sign-up) as plain functions and a react-hook-form resolver over
 * them. The URL rule is the backend's (http(s), a host, no spaces, parseable, and a link to one transaction on one of
 * the chosen chain's block explorers), so the backend refuses a link the form accepts only when another client has
 * already sent that transaction. No library: they are part of the transaction page's own code, so a submit made
 * after the network has gone is still checked and kept (zod would more than double the page's download).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { FORBIDDEN_TEXT_REGEX } from '../../shared/textRules.ts';
import {
  CHAIN_IDS,
  type ChainId,
  explorerMessage,
  TRANSACTION_URL_MAX,
  TRANSACTION_URL_REGEX,
  transactionHashOf,
} from '../../shared/cryptoLimits.ts';

const URL_MESSAGE = 'Please enter a valid URL.';
const WALLET_MESSAGE = 'Please select a wallet.';

/** What the form holds: a string for the chain, so it can start with none picked. */
export interface TransactionValues {
  walletSelected: string;
  transactionUrl: string;
}

/** What a valid form sends. */
export interface TransactionData {
  walletSelected: ChainId;
  transactionUrl: string;
}

export type TransactionCheck =
  | { ok: true; data: TransactionData }
  | { ok: false; errors: Partial<Record<keyof TransactionValues, string>> };

function isChain(value: string): value is ChainId {
  return (CHAIN_IDS as readonly string[]).includes(value);
}

function validUrl(value: string): boolean {
  return (
    value.length <= TRANSACTION_URL_MAX &&
    TRANSACTION_URL_REGEX.test(value) &&
    // The URL parser would accept control and direction characters (it percent-encodes them); the database
    // stores the link as typed and refuses them.
    !FORBIDDEN_TEXT_REGEX.test(value) &&
    URL.canParse(value)
  );
}

export function checkTransaction({ walletSelected, transactionUrl }: TransactionValues): TransactionCheck {
  const url = transactionUrl.trim();
  const errors: Partial<Record<keyof TransactionValues, string>> = {};
  if (!isChain(walletSelected)) errors.walletSelected = WALLET_MESSAGE;
  if (!validUrl(url)) errors.transactionUrl = URL_MESSAGE;
  // Not a transaction on the chain's explorers (cryptoLimits.ts' TRANSACTION_EXPLORERS): say where it must point.
  else if (isChain(walletSelected) && transactionHashOf(url, walletSelected) === null)
    errors.transactionUrl = explorerMessage(walletSelected);
  if (Object.keys(errors).length > 0 || !isChain(walletSelected)) return { ok: false, errors };
  return { ok: true, data: { walletSelected, transactionUrl: url } };
}

export const transactionResolver: Resolver<TransactionValues, unknown, TransactionData> = async (values) => {
  const check = checkTransaction(values);
  if (check.ok) return { values: check.data, errors: {} };
  const errors: FieldErrors<TransactionValues> = {};
  for (const [name, message] of Object.entries(check.errors) as [keyof TransactionValues, string][])
    errors[name] = { type: 'validate', message };
  return { values: {}, errors };
};
