import { START_APP_AT_LOAD } from '../initial/islandAttributes.ts';
import { useEffect, useState } from 'react';
import { navigate } from '../routes/history.ts';
import { useRouteParams } from '../routes/navigation.tsx';
import { productDisplayName } from '../content/cryptoProducts.ts';
import { TransactionForm } from '../forms/crypto/TransactionForm.tsx';
import { lookUpCryptoClient } from '../forms/crypto/cryptoClientCache.ts';
import { toast } from '../toast/lazyToast.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';
import * as css from './CryptoTransactionPage.css.ts';
import { FormLoading } from '../forms/crypto/FormLoading.tsx';

type State = { kind: 'loading' } | { kind: 'loaded'; clientId: string; product: string | null };

/**
 * /crypto-transaction/:clientId?. One prerendered shell answers every id, so the first render is always the
 * loading state; the client is looked up after hydration (docs/product.md#crypto-sign-up). Without an id the lookup
 * answers 'Client ID not found' at once and the visitor goes back to the sign-up.
 */
export function CryptoTransactionPage() {
  const { clientId } = useRouteParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void lookUpCryptoClient(clientId).then((lookup) => {
      if (!current) return;
      if (lookup.ok) {
        setState({ kind: 'loaded', clientId: clientId ?? '', product: lookup.product });
      } else {
        toast.error(lookup.message);
        navigate('/signup-with-crypto', { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [clientId]);

  return (
    // It looks its client up on arrival.
    <section className={`${container} ${section}`} {...START_APP_AT_LOAD}>
      <h1>{headingFor('/crypto-transaction/:clientId?')}</h1>
      {state.kind === 'loading' ? (
        <FormLoading label="Loading your order" />
      ) : (
        <>
          <p className={css.product}>
            Selected product: <span className={css.productName}>{productDisplayName(state.product)}</span>
          </p>
          <ol className={css.steps}>
            <li>Choose the blockchain network you will pay on.</li>
            <li>Send the payment to the wallet address shown.</li>
            <li>Paste the link to your transaction (from a block explorer) and submit.</li>
          </ol>
          <TransactionForm clientId={state.clientId} />
        </>
      )}
    </section>
  );
}
