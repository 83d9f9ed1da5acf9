import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { config } from '../config.ts';
import type { TransactionSuccessState } from '../forms/crypto/TransactionForm.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';
import { container, lede, section } from '../styles/layout.css.ts';
import * as css from './CryptoSuccessPage.css.ts';

/** Whether transaction details still wait in the outbox: unknown until checked, after hydration. */
type Delivery = 'unknown' | 'pending' | 'sent';

async function transactionsWaiting(): Promise<boolean> {
  const { pendingOutboxItems } = await import('../lib/outbox/outbox.ts');
  return (await pendingOutboxItems()).some((item) => item.kind === 'transaction');
}

/** Follows the outbox, so a submission made offline is reported sent once the connection returns. */
function useTransactionDelivery(queuedOnArrival: boolean): Delivery {
  const [delivery, setDelivery] = useState<Delivery>('unknown');
  useEffect(() => {
    let current = true;
    let unsubscribe = () => {};
    if (queuedOnArrival) setDelivery('pending');
    const check = () =>
      void transactionsWaiting().then((waiting) => {
        if (!current) return;
        setDelivery((before) => (waiting ? 'pending' : before === 'pending' ? 'sent' : before));
      });
    void import('../lib/outbox/outbox.ts').then(({ onOutboxEvent }) => {
      if (!current) return;
      unsubscribe = onOutboxEvent((event) => {
        if (event.kind === 'transaction') check();
      });
      check();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [queuedOnArrival]);
  return delivery;
}

/** /crypto-transaction-success (SPEC §2 "Success page"). */
export function CryptoSuccessPage() {
  const location = useLocation();
  const state: unknown = location.state;
  const queued = typeof state === 'object' && state !== null && (state as Partial<TransactionSuccessState>).queued === true;
  const delivery = useTransactionDelivery(queued);

  return (
    <section className={`${container} ${section}`}>
      <h1>{headingFor('/crypto-transaction-success')}</h1>
      <p className={lede}>We have your transaction details. Here is what happens next:</p>
      <ol className={css.steps}>
        <li>Our team verifies your payment on the blockchain.</li>
        <li>We activate your subscription.</li>
        <li>We send you a confirmation email.</li>
      </ol>
      <div role="status">
        {delivery === 'pending' && (
          <p className={css.pending}>
            We could not reach our server, so your transaction details are saved on this device. They will be sent
            automatically when your connection returns: keep this page open or come back to the site once you are online.
          </p>
        )}
        {delivery === 'sent' && <p className={css.pending}>Your connection is back and your transaction details have been sent.</p>}
      </div>
      <p>
        Questions about your payment? Contact our support team at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
      <Link className={button.primary} to="/">
        Return to Homepage
      </Link>
    </section>
  );
}
