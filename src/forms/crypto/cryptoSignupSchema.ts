/**
 * The crypto sign-up form (docs/product.md#crypto-sign-up): the messages are the product's, the bounds and the email
 * pattern are the backend's, so anything the form accepts the server accepts too. Loaded lazily, on first validation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../zod.ts';
import { EMAIL_REGEX, FORBIDDEN_TEXT_REGEX } from '../../shared/textRules.ts';
import { CRYPTO_CLIENT_LIMITS as LIMITS, CRYPTO_PRODUCT_IDS } from '../../shared/cryptoLimits.ts';

// Ours, not the product's. No maxLength on the inputs: a paste cut silently would be stored cut.
const tooLong = (max: number) => `Must be at most ${max} characters.`;
/** The database refuses control and invisible direction characters: say so here, not as a server error. */
const INVISIBLE = 'Please remove invisible or control characters.';

const printable = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), INVISIBLE);

/** Trimmed text of `min`..`max` characters; `required` is the product's message for too short. */
const text = (min: number, max: number, required: string) => printable(max).pipe(z.string().min(min, required));

export const cryptoSignupSchema = z.object({
  fullName: text(LIMITS.fullNameMin, LIMITS.fullNameMax, 'Full name must be at least 2 characters.'),
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax, tooLong(LIMITS.emailMax))
    .regex(EMAIL_REGEX, 'Please enter a valid email address.'),
  companyName: text(1, LIMITS.companyNameMax, 'Company name is required.'),
  vatTaxNumber: printable(LIMITS.vatTaxNumberMax),
  businessAddress: text(1, LIMITS.businessAddressMax, 'Business address is required.'),
  city: text(1, LIMITS.cityMax, 'City is required.'),
  country: text(1, LIMITS.countryMax, 'Country is required.'),
  postcodeZip: text(1, LIMITS.postcodeZipMax, 'Postcode/ZIP is required.'),
  // Strings in, so the form can start with nothing selected.
  product: z.string().pipe(z.enum(CRYPTO_PRODUCT_IDS, { error: 'Please select a product.' })),
  termsAccepted: z.boolean().refine((accepted) => accepted, 'You must accept the terms and conditions.'),
});

/** What the visitor types: every field a string (selects start empty) and the terms a checkbox. */
export type CryptoSignupValues = z.input<typeof cryptoSignupSchema>;
export type CryptoSignupData = z.output<typeof cryptoSignupSchema>;

export const cryptoSignupResolver = zodResolver(cryptoSignupSchema);

/**
 * The body `crypto-signup-notification` expects (supabase/local/README.md, "Edge functions"): snake_case, an empty
 * VAT number sent as null.
 */
export function toCreateClientBody(data: CryptoSignupData) {
  return {
    action: 'create_client' as const,
    full_name: data.fullName,
    email: data.email,
    company_name: data.companyName,
    vat_tax_number: data.vatTaxNumber === '' ? null : data.vatTaxNumber,
    business_address: data.businessAddress,
    city: data.city,
    country: data.country,
    postcode_zip: data.postcodeZip,
    product: data.product,
    terms_accepted: data.termsAccepted,
  };
}
