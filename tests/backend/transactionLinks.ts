/**
 * Links to made-up transactions, a new one per call: one payment proves one sign-up, so two tests (or two clients in
 * one test) sending the same link would be refused as a reuse.
 */

import { randomBytes } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** 0x and 64 hex digits, in lower case. */
export function evmHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** 88 base58 characters, as a Solana signature is written. */
export function solanaSignature(): string {
  return [...randomBytes(88)].map((byte) => BASE58[byte % BASE58.length]).join('');
}

export const etherscanLink = (hash = evmHash()) => `https://etherscan.io/tx/${hash}`;
export const basescanLink = (hash = evmHash()) => `https://basescan.org/tx/${hash}`;
export const solscanLink = (signature = solanaSignature()) => `https://solscan.io/tx/${signature}`;
