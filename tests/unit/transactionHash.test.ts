/**
 * transactionHashOf(): the transaction a link proves, one spelling per payment, so the database can hold each
 * payment once (src/shared/cryptoLimits.ts). The form, the function and the database read links with it.
 */

import { describe, expect, it } from 'vitest';
import { TRANSACTION_URL_MAX, TRANSACTION_URL_REGEX, transactionHashOf } from '../../src/shared/cryptoLimits.ts';

const EVM = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const SOLANA = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('transactionHashOf', () => {
  it('reads an EVM hash on Etherscan and BaseScan, in lower case whatever case it was written in', () => {
    expect(transactionHashOf(`https://etherscan.io/tx/${EVM}`, 'ethereum')).toBe(EVM);
    expect(transactionHashOf(`https://www.etherscan.io/tx/0x${EVM.slice(2).toUpperCase()}`, 'ethereum')).toBe(EVM);
    expect(transactionHashOf(`https://basescan.org/tx/${EVM}?a=1#logs`, 'base')).toBe(EVM);
    expect(transactionHashOf(`https://Etherscan.IO/tx/${EVM}`, 'ethereum')).toBe(EVM);
  });

  it('reads a Solana signature on Solscan and Solana Explorer as written', () => {
    expect(transactionHashOf(`https://solscan.io/tx/${SOLANA}`, 'solana')).toBe(SOLANA);
    expect(transactionHashOf(`https://explorer.solana.com/tx/${SOLANA}?cluster=devnet`, 'solana')).toBe(SOLANA);
    expect(transactionHashOf(`https://solscan.io/tx/${SOLANA.slice(0, 64)}`, 'solana')).toBe(SOLANA.slice(0, 64));
  });

  it.each([
    ['a short EVM hash', `https://etherscan.io/tx/${EVM.slice(0, -1)}`, 'ethereum'],
    ['a long EVM hash', `https://etherscan.io/tx/${EVM}0`, 'ethereum'],
    ['an EVM hash without 0x', `https://etherscan.io/tx/${EVM.slice(2)}`, 'ethereum'],
    ['an EVM hash with a non-hex digit', `https://etherscan.io/tx/${EVM.slice(0, -1)}g`, 'ethereum'],
    ['a short Solana signature', `https://solscan.io/tx/${SOLANA.slice(0, 63)}`, 'solana'],
    ['a long Solana signature', `https://solscan.io/tx/${SOLANA}1`, 'solana'],
    ['a signature with a letter base58 lacks', `https://solscan.io/tx/${SOLANA.slice(0, -1)}l`, 'solana'],
    ['an EVM hash on Solana', `https://solscan.io/tx/${EVM}`, 'solana'],
    ['another chain’s explorer', `https://basescan.org/tx/${EVM}`, 'ethereum'],
    ['an address page', `https://etherscan.io/address/${EVM.slice(0, 42)}`, 'ethereum'],
    ['a path after the hash', `https://etherscan.io/tx/${EVM}/internal`, 'ethereum'],
    ['http', `http://etherscan.io/tx/${EVM}`, 'ethereum'],
    ['credentials', `https://etherscan.io@evil.example/tx/${EVM}`, 'ethereum'],
    ['a look-alike host', `https://etherscan.io.evil.example/tx/${EVM}`, 'ethereum'],
    ['a port', `https://etherscan.io:443/tx/${EVM}`, 'ethereum'],
    ['a space', `https://etherscan.io/tx/${EVM} `, 'ethereum'],
  ] as const)('refuses %s', (_label, url, chain) => {
    expect(transactionHashOf(url, chain)).toBeNull();
  });

  it('refuses a 16 KB link at the length check', () => {
    const long = `https://etherscan.io/tx/${EVM}?${'a'.repeat(16 * 1024)}`;
    expect(long.length).toBeGreaterThan(TRANSACTION_URL_MAX);
    expect(transactionHashOf(long, 'ethereum')).toBeNull();
    // The URL pattern itself reads a link of any length in one pass (no timing asserted here: the figure is in
    // the change's report).
    expect(TRANSACTION_URL_REGEX.test(`https://${'a'.repeat(16 * 1024)} `)).toBe(false);
  });
});
