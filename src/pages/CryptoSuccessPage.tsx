import { START_APP_AT_LOAD } from '../initial/islandAttributes.ts';
import { useEffect, useState } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { AppLink } from '../components/AppLink.tsx';
import { config } from '../config.ts';
import type { TransactionSuccessState } from '../forms/crypto/TransactionForm.tsx';
import { SUBMIT_AGAIN_LINK, TRANSACTION_NOT_SENT } from '../forms/crypto/transactionDeliveryTexts.ts';
import { onOutboxEvent, pendingOutboxItems } from '../lib/outbox/outbox.ts';
import type { TransactionPayload } from '../lib/outbox/transactionSender.ts';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';
import { container, lede, section } from '../styles/layout.css.ts';
import * as css from './CryptoSuccessPage.css.ts';

/**
 * What became of the transaction details this device holds: unknown until checked (after hydration), pending
 * while they wait in the outbox, sent once the server has them, rejected when it refused them for good.
 */
type Delivery =
  | { state: 'unknown' }
  | { state: 'pending' }
  | { state: 'sent' }
  | { state: 'rejected'; message: string; clientId: string | undefined };

/**
 * Follows the outbox, so a submission made offline is reported sent once the connection returns, or refused.
 * Only an event for the details says which: details that leave the outbox were either delivered or rejected,
 * and the page must not guess.
 */
function useTransactionDelivery(queuedOnArrival: boolean): Delivery {
  const [delivery, setDelivery] = useState<Delivery>({ state: 'unknown' });
  useEffect(() => {
    let current = true;
    /** Outbox ids of the transaction details waiting, and each one's client (for the link back). */
    const waiting = new Set<string>();
    const clientOf = new Map<string, string>();
    /** Ids whose outcome was heard: a listing that started before the outcome must not bring them back. */
    const settled = new Set<string>();
    let checked = false;
    let delivered = false;
    let rejected: { message: string; clientId: string | undefined } | undefined;

    const show = () => {
      if (!current) return;
      if (rejected) setDelivery({ state: 'rejected', ...rejected });
      else if (waiting.size > 0 || (!checked && queuedOnArrival)) setDelivery({ state: 'pending' });
      else setDelivery(delivered ? { state: 'sent' } : { state: 'unknown' });
    };
    show();

    const list = async () => {
      const items = (await pendingOutboxItems()).filter((item) => item.kind === 'transaction');
      waiting.clear();
      for (const item of items) {
        if (settled.has(item.id)) continue;
        const { clientId } = item.payload as Partial<TransactionPayload>;
        if (typeof clientId === 'string') clientOf.set(item.id, clientId);
        waiting.add(item.id);
      }
      checked = true;
      show();
    };

    const onRejected = async (id: string, message: string) => {
      let clientId = clientOf.get(id);
      if (!clientId) {
        // Refused before this page could list it: the client looked up last on this device is the best guess.
        const { latestCachedClientId } = await import('../forms/crypto/cryptoClientCache.ts');
        clientId = latestCachedClientId();
      }
      rejected = { message, clientId };
      show();
    };

    const unsubscribe = onOutboxEvent((event) => {
      if (event.kind !== 'transaction') return;
      if (event.type === 'queued') {
        void list();
        return;
      }
      settled.add(event.id);
      waiting.delete(event.id);
      if (event.type === 'delivered') {
        delivered = true;
        show();
      } else void onRejected(event.id, event.message);
    });
    void list();
    return () => {
      current = false;
      unsubscribe();
    };
  }, [queuedOnArrival]);
  return delivery;
}

/** /crypto-transaction-success (docs/product.md#crypto-sign-up). */
export function CryptoSuccessPage() {
  const location = useLocation();
  const state: unknown = location.state;
  const queued =
    typeof state === 'object' && state !== null && (state as Partial<TransactionSuccessState>).queued === true;
  const delivery = useTransactionDelivery(queued);

  return (
    // It follows the outbox from arrival.
    <section className={`${container} ${section}`} {...START_APP_AT_LOAD}>
      <h1>{headingFor('/crypto-transaction-success')}</h1>
      <p className={lede}>
        {delivery.state === 'rejected'
          ? 'Once we have your transaction details, here is what happens next:'
          : 'We have your transaction details. Here is what happens next:'}
      </p>
      <ol className={css.steps}>
        <li>Our team verifies your payment on the blockchain.</li>
        <li>We activate your subscription.</li>
        <li>We send you a confirmation email.</li>
      </ol>
      <div role="status">
        {delivery.state === 'pending' && (
          <p className={css.pending}>
            We could not reach our server, so your transaction details are saved on this device. They will be sent
            automatically when your connection returns: keep this page open or come back to the site once you are
            online.
          </p>
        )}
        {delivery.state === 'sent' && (
          <p className={css.pending}>Your connection is back and your transaction details have been sent.</p>
        )}
        {delivery.state === 'rejected' && (
          <div className={css.rejected}>
            <p className={css.rejectedTitle}>{TRANSACTION_NOT_SENT}</p>
            <p className={css.reason}>{delivery.message}</p>
            <AppLink
              className={button.secondary}
              to={
                delivery.clientId
                  ? `/crypto-transaction/${encodeURIComponent(delivery.clientId)}`
                  : '/signup-with-crypto'
              }
            >
              {SUBMIT_AGAIN_LINK}
            </AppLink>
          </div>
        )}
      </div>
      <p>
        {'Questions about your payment? Contact our support team at '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
      <AppLink className={button.primary} to="/">
        Return to Homepage
      </AppLink>
    </section>
  );
}
