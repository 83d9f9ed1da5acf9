import { describe, expect, it } from 'vitest';
import { config } from '../../src/config.ts';
import { CHAINS, chainById, PRODUCT_LISTS, productDisplayName, productsFor } from '../../src/content/cryptoProducts.ts';
import { cryptoPrices } from '../../src/content/cryptoPrices.ts';

describe('crypto product lists (docs/product.md#crypto-sign-up)', () => {
  it('offers the monthly list on /signup-with-crypto, labels exactly as written', () => {
    expect(productsFor('/signup-with-crypto')).toEqual([
      { id: 'reply-rocket-lite', label: '$499/mo' },
      { id: 'reply-rocket-pro', label: '$699/mo' },
      { id: 'reply-rocket-ultimate', label: '$699 first month then $899/mo' },
      { id: 'reply-rocket-pro-x-2', label: 'Ultimate x 2 (12 months), $8,400' },
      { id: 'special-3-month-ultimate', label: '$1350 for Ultimate' },
      { id: 'special-agreement', label: 'Other' },
    ]);
  });

  it('offers the three-month list on /signupwithcrypto', () => {
    expect(productsFor('/signupwithcrypto/')).toEqual([
      { id: 'reply-rocket-lite-3mo', label: '$1,497' },
      { id: 'reply-rocket-pro-3mo', label: '$2,097' },
      { id: 'reply-rocket-ultimate-3mo', label: '$2,497 (first month $699 then $899/mo)' },
      { id: 'special-agreement', label: 'Other' },
    ]);
    expect(Object.keys(PRODUCT_LISTS)).toEqual(['/signup-with-crypto', '/signupwithcrypto']);
  });
});

describe('product display names on the transaction page', () => {
  it('names the 12-month item 50% Off ($8,388)', () => {
    expect(productDisplayName('reply-rocket-pro-x-2')).toBe('50% Off ($8,388)');
  });

  it('names every product of both lists', () => {
    for (const product of [...PRODUCT_LISTS['/signup-with-crypto'], ...PRODUCT_LISTS['/signupwithcrypto']]) {
      const name = productDisplayName(product.id);
      expect(name).not.toBe(product.id);
      expect(name).not.toBe('Unknown Product');
    }
  });

  it('shows an unknown id as is and a missing product as Unknown Product', () => {
    expect(productDisplayName('reply-rocket-enterprise')).toBe('reply-rocket-enterprise');
    expect(productDisplayName('toString')).toBe('toString');
    expect(productDisplayName(null)).toBe('Unknown Product');
    expect(productDisplayName(undefined)).toBe('Unknown Product');
    expect(productDisplayName('')).toBe('Unknown Product');
  });
});

describe('prices', () => {
  it('shows only amounts cryptoPrices.ts holds, in labels and display names alike', () => {
    const known = new Set(Object.values(cryptoPrices).map((price) => price.amount));
    const products = [...PRODUCT_LISTS['/signup-with-crypto'], ...PRODUCT_LISTS['/signupwithcrypto']];
    const texts = products.flatMap((product) => [product.label, productDisplayName(product.id)]);
    const amounts = texts.flatMap((text) =>
      [...text.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1]!.replaceAll(',', ''))),
    );
    expect(amounts.length).toBeGreaterThan(15);
    for (const amount of amounts) expect(known).toContain(amount);
  });
});

describe('chains', () => {
  it('lists Ethereum, Solana and Base with the configured wallets, Ethereum and Base sharing one by default', () => {
    expect(CHAINS.map(({ id, label }) => [id, label])).toEqual([
      ['ethereum', 'Ethereum (ETH)'],
      ['solana', 'Solana (SOL)'],
      ['base', 'BASE'],
    ]);
    expect(chainById('solana')?.wallet).toBe(config.wallets.solana);
    expect(chainById('base')?.wallet).toBe(chainById('ethereum')?.wallet);
    expect(chainById('bitcoin')).toBeUndefined();
    expect(chainById(undefined)).toBeUndefined();
  });
});
