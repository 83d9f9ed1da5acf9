import { useRef } from 'react';
import { config } from '../../config.ts';
import type { Chain } from '../../content/cryptoProducts.ts';
import { toast } from '../../toast/lazyToast.ts';
import { walletProblem } from '../../shared/walletAddresses.ts';
import { button } from '../../styles/button.css.ts';
import { copyText } from './copyText.ts';
import * as css from './cryptoForm.css.ts';

/**
 * The receiving address for the picked chain, with a Copy button (docs/product.md#crypto-sign-up). An address that
 * cannot receive a payment (malformed, a burn or system address) is never shown, whatever the build: the visitor is
 * told not to pay on that network instead.
 */
export function WalletAddress({ chain }: { chain: Chain }) {
  if (walletProblem(chain.id, chain.wallet)) {
    return (
      <p className={css.warning} role="alert">
        Payments on {chain.label} are unavailable right now: do not send anything on this network. Write to{' '}
        {config.supportEmail} and we will help you pay another way.
      </p>
    );
  }
  return <PayableWalletAddress chain={chain} />;
}

function PayableWalletAddress({ chain }: { chain: Chain }) {
  const addressRef = useRef<HTMLElement>(null);

  const copy = async () => {
    const source = addressRef.current;
    if (!source) return;
    if (await copyText(chain.wallet, source)) toast.success('Wallet address copied to clipboard');
    else toast('Copying is blocked in this browser: the address is selected, press and hold it to copy.');
  };

  return (
    <div className={css.wallet} aria-live="polite">
      <p className={css.label}>Send your payment on {chain.label} to:</p>
      <code className={css.address} ref={addressRef}>
        {chain.wallet}
      </code>
      <div>
        <button
          className={button.secondary}
          type="button"
          onClick={() => void copy()}
          aria-label={`Copy ${chain.label} wallet address`}
        >
          Copy
        </button>
      </div>
    </div>
  );
}
