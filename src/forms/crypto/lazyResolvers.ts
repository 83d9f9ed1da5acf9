/**
 * The crypto sign-up's react-hook-form resolver, which downloads zod and the schema on first validation, not
 * with the page: the form renders (and prerenders) without them, and the chunk is usually fetched while the
 * visitor types. (The sign-up needs the server's answer to go on, so it cannot be kept offline anyway.)
 */
import type { Resolver } from 'react-hook-form';
import type { CryptoSignupData, CryptoSignupValues } from './cryptoSignupSchema.ts';

export const cryptoSignupResolver: Resolver<CryptoSignupValues, unknown, CryptoSignupData> = async (...args) =>
  (await import('./cryptoSignupSchema.ts')).cryptoSignupResolver(...args);
