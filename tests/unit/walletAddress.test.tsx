/** The payment page's wallet (src/forms/crypto/WalletAddress.tsx) never shows an address a payment would be lost to. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Chain } from '../../src/content/cryptoProducts.ts';
import { WalletAddress } from '../../src/forms/crypto/WalletAddress.tsx';

const text = (chain: Chain) => renderToString(<WalletAddress chain={chain} />).replace(/<!-- -->/g, '');

describe('WalletAddress', () => {
  it('shows a payable address with its Copy button', () => {
    const html = text({
      id: 'ethereum',
      label: 'Ethereum (ETH)',
      wallet: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    });
    expect(html).toContain('0x71C7656EC7ab88b098defB751B7401B5f6d8976F');
    expect(html).toContain('Copy Ethereum (ETH) wallet address');
  });

  it.each([
    ['ethereum', 'Ethereum (ETH)', '0x0000000000000000000000000000000000000000'],
    ['base', 'BASE', '0x4200000000000000000000000000000000000006'],
    ['solana', 'Solana (SOL)', '11111111111111111111111111111111'],
    ['solana', 'Solana (SOL)', 'not-an-address'],
  ] as const)('refuses %s %s and says not to pay on it', (id, label, wallet) => {
    const html = text({ id, label, wallet });
    expect(html).not.toContain(wallet);
    expect(html).not.toContain('Copy');
    expect(html).toContain(`Payments on ${label} are unavailable right now: do not send anything on this network.`);
  });
});
