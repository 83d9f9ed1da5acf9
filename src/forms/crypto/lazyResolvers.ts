/**
 * react-hook-form resolvers that download zod and the schema on first validation, not with the page: the
 * forms render (and prerender) without them, and the chunk is usually fetched while the visitor types.
 */
import type { Resolver } from 'react-hook-form';
import type { CryptoSignupData, CryptoSignupValues } from './cryptoSignupSchema.ts';
import type { TransactionData, TransactionValues } from './transactionSchema.ts';

export const cryptoSignupResolver: Resolver<CryptoSignupValues, unknown, CryptoSignupData> = async (...args) =>
  (await import('./cryptoSignupSchema.ts')).cryptoSignupResolver(...args);

export const transactionResolver: Resolver<TransactionValues, unknown, TransactionData> = async (...args) =>
  (await import('./transactionSchema.ts')).transactionResolver(...args);

