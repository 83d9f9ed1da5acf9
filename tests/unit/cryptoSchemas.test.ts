import { describe, expect, it } from 'vitest';
import { cryptoSignupSchema, toCreateClientBody } from '../../src/forms/crypto/cryptoSignupSchema.ts';
import { submissionFor } from '../../src/forms/crypto/signupSubmission.ts';
import { checkTransaction } from '../../src/forms/crypto/transactionSchema.ts';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  vatTaxNumber: '',
  businessAddress: '12 St James Square',
  city: 'London',
  country: 'United Kingdom',
  postcodeZip: 'SW1Y 4JH',
  product: 'reply-rocket-lite',
  termsAccepted: true,
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('crypto sign-up schema (docs/product.md#crypto-sign-up)', () => {
  it("gives the product's message for every field", () => {
    const empty = {
      ...valid,
      fullName: 'A',
      email: 'nope',
      companyName: '',
      businessAddress: '',
      city: '',
      country: '',
      postcodeZip: '',
      product: '',
      termsAccepted: false,
    };
    expect(messages(cryptoSignupSchema.safeParse(empty))).toEqual({
      fullName: 'Full name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      companyName: 'Company name is required.',
      businessAddress: 'Business address is required.',
      city: 'City is required.',
      country: 'Country is required.',
      postcodeZip: 'Postcode/ZIP is required.',
      product: 'Please select a product.',
      termsAccepted: 'You must accept the terms and conditions.',
    });
  });

  it('accepts a complete form with the VAT number left out', () => {
    expect(cryptoSignupSchema.safeParse(valid).success).toBe(true);
  });

  it('counts a name of spaces as empty and trims what it keeps', () => {
    expect(messages(cryptoSignupSchema.safeParse({ ...valid, fullName: '  A  ', city: '   ' }))).toEqual({
      fullName: 'Full name must be at least 2 characters.',
      city: 'City is required.',
    });
    expect(cryptoSignupSchema.parse({ ...valid, fullName: '  Ada  ' }).fullName).toBe('Ada');
  });

  it('refuses a product id the backend does not know', () => {
    expect(messages(cryptoSignupSchema.safeParse({ ...valid, product: 'free-forever' }))).toEqual({
      product: 'Please select a product.',
    });
  });

  it('uses the backend bounds', () => {
    expect(messages(cryptoSignupSchema.safeParse({ ...valid, postcodeZip: 'x'.repeat(33) }))).toEqual({
      postcodeZip: 'Must be at most 32 characters.',
    });
  });

  it('maps to the snake_case body with action create_client, an empty VAT number as null', () => {
    expect(toCreateClientBody(cryptoSignupSchema.parse(valid))).toEqual({
      action: 'create_client',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      company_name: 'Analytical Engines Ltd',
      vat_tax_number: null,
      business_address: '12 St James Square',
      city: 'London',
      country: 'United Kingdom',
      postcode_zip: 'SW1Y 4JH',
      product: 'reply-rocket-lite',
      terms_accepted: true,
    });
    expect(toCreateClientBody(cryptoSignupSchema.parse({ ...valid, vatTaxNumber: ' GB1 ' })).vat_tax_number).toBe(
      'GB1',
    );
  });
});

/** The form's messages by field, {} when it passes. */
function transactionMessages(values: { walletSelected: string; transactionUrl: string }): Record<string, string> {
  const check = checkTransaction(values);
  return check.ok ? {} : (check.errors as Record<string, string>);
}

const EVM_HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const SOLANA_SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('transaction rules (docs/product.md#crypto-sign-up)', () => {
  it('asks for a wallet and a valid URL', () => {
    expect(transactionMessages({ walletSelected: '', transactionUrl: 'not a url' })).toEqual({
      walletSelected: 'Please select a wallet.',
      transactionUrl: 'Please enter a valid URL.',
    });
  });

  it.each(['', 'etherscan.io/tx/0xabc', 'ftp://example.com/tx', 'https://exa mple.com/tx', 'javascript:alert(1)'])(
    'refuses %j',
    (transactionUrl) => {
      expect(transactionMessages({ walletSelected: 'ethereum', transactionUrl })).toEqual({
        transactionUrl: 'Please enter a valid URL.',
      });
    },
  );

  it('accepts a link to a transaction on each chain’s explorers', () => {
    const links = {
      ethereum: [`https://etherscan.io/tx/${EVM_HASH}`, `https://www.etherscan.io/tx/${EVM_HASH}`],
      solana: [`https://solscan.io/tx/${SOLANA_SIGNATURE}`, `https://explorer.solana.com/tx/${SOLANA_SIGNATURE}`],
      base: [`https://basescan.org/tx/${EVM_HASH}`],
    };
    for (const [walletSelected, urls] of Object.entries(links)) {
      for (const transactionUrl of urls) {
        expect(checkTransaction({ walletSelected, transactionUrl: ` ${transactionUrl} ` })).toEqual({
          ok: true,
          data: { walletSelected, transactionUrl },
        });
      }
    }
    expect(transactionMessages({ walletSelected: 'bitcoin', transactionUrl: 'https://x.io' })).toEqual({
      walletSelected: 'Please select a wallet.',
    });
  });

  it.each([
    ['ethereum', 'http://etherscan.io/tx/0xabc', 'Etherscan'],
    ['ethereum', 'https://basescan.org/tx/0xabc', 'Etherscan'],
    ['ethereum', 'https://etherscan.io.evil.example/tx/0xabc', 'Etherscan'],
    ['ethereum', 'https://etherscan.io@evil.example/tx/0xabc', 'Etherscan'],
    ['solana', 'https://etherscan.io/tx/0xabc', 'Solscan or Solana Explorer'],
    ['base', 'https://example.com/tx/0xabc', 'BaseScan'],
    ['ethereum', 'https://etherscan.io/tx/0xabc', 'Etherscan'],
    ['ethereum', `https://etherscan.io/address/${EVM_HASH.slice(0, 42)}`, 'Etherscan'],
    ['base', `https://basescan.org/tx/${SOLANA_SIGNATURE}`, 'BaseScan'],
    ['solana', `https://solscan.io/tx/${EVM_HASH}`, 'Solscan or Solana Explorer'],
  ])('on %s refuses %s, naming %s', (walletSelected, transactionUrl, names) => {
    expect(transactionMessages({ walletSelected, transactionUrl })).toEqual({
      transactionUrl: `Please enter the https:// link to your transaction on ${names}.`,
    });
  });
});

describe('the crypto sign-up submission id (signupSubmission.ts)', () => {
  const body = toCreateClientBody(cryptoSignupSchema.parse(valid));

  it('is a new UUID for a first submission', () => {
    expect(submissionFor(undefined, body).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('is kept when the same values are sent again, whitespace the form trims included', () => {
    const first = submissionFor(undefined, body);
    const retyped = toCreateClientBody(cryptoSignupSchema.parse({ ...valid, city: ' London ' }));
    expect(submissionFor(first, retyped)).toBe(first);
  });

  it('is new once any value changes', () => {
    const first = submissionFor(undefined, body);
    const changed = submissionFor(first, { ...body, product: 'reply-rocket-pro' });
    expect(changed.id).not.toBe(first.id);
    expect(submissionFor(changed, body).id).not.toBe(first.id);
  });
});
