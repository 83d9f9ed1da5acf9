/**
 * What a receiving wallet address may be, per chain. A payment sent to a malformed address fails; one sent to a
 * burn or system address (the zero address, a precompile, a program id) is accepted by the chain and lost for
 * good. So the build for a deployment refuses such an address (src/config.ts) and the payment page never shows
 * one, whatever build it runs in (src/forms/crypto/WalletAddress.tsx).
 */
import type { ChainId } from './cryptoLimits.ts';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * EVM addresses nobody holds a key for, in lower case: the 0xdead sink and the native-token placeholder
 * aggregators use. The zero address, the precompiles and the predeploys are matched by prefix below.
 */
const EVM_SINKS = new Set([
  '0xdead000000000000000042069420694206942069',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0xfffffffffffffffffffffffffffffffffffffffe',
  '0xffffffffffffffffffffffffffffffffffffffff',
]);

/** Solana's well-known program ids; the system ones that end in a run of 1s are matched by that run below. */
const SOLANA_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
  'MemoSq4gqABAXKb96qnH8TyNY7Xx4PyUPp6ZrCTwXcx',
]);

function isEvmSink(address: string): boolean {
  const lower = address.toLowerCase();
  // The zero address, 0x…dEaD and the precompiles: 36 zero digits and anything in the last four.
  if (lower.startsWith(`0x${'0'.repeat(36)}`)) return true;
  // The OP stack's predeploys (Base): 0x4200…00xx.
  if (lower.startsWith(`0x42${'0'.repeat(36)}`)) return true;
  return EVM_SINKS.has(lower);
}

function isSolanaSink(address: string): boolean {
  // The System Program is all 1s (zero bytes); sysvars, the incinerator and the native programs end in a run of
  // them, which a key pair's address practically never does.
  return /1{10}$/.test(address) || SOLANA_PROGRAMS.has(address);
}

export type WalletProblem = 'malformed' | 'burn';

/** Why `address` must not receive payments on `chain`, or null when it may. */
export function walletProblem(chain: ChainId, address: string): WalletProblem | null {
  const evm = chain !== 'solana';
  if (!(evm ? EVM_ADDRESS : SOLANA_ADDRESS).test(address)) return 'malformed';
  return (evm ? isEvmSink(address) : isSolanaSink(address)) ? 'burn' : null;
}
