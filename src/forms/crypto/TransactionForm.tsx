import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from '../../routes/history.ts';
import { CHAINS, chainById } from '../../content/cryptoProducts.ts';
import { explorerMessage } from '../../shared/cryptoLimits.ts';
import { toast } from '../../toast/lazyToast.ts';
import { submit } from '../../lib/outbox/submit.ts';
// Its sender with it, imported for its own sake: a submit here never waits for the outbox to download it.
import '../../lib/outbox/transactionSender.ts';
import type { TransactionPayload } from '../../lib/outbox/transactionSender.ts';
import { pageWhenReachable } from '../../routes/pageWhenReachable.ts';
import { block, button } from '../../styles/button.css.ts';
import * as css from './cryptoForm.css.ts';
import { describedBy, errorIdFor, FormField } from './FormField.tsx';
import { type TransactionData, transactionResolver, type TransactionValues } from './transactionSchema.ts';
import { WalletAddress } from './WalletAddress.tsx';

const EMPTY: TransactionValues = { walletSelected: '', transactionUrl: '' };

/** Router state for the success page: the details wait in the outbox until the connection returns. */
export interface TransactionSuccessState {
  queued: boolean;
}

/**
 * docs/product.md#crypto-sign-up: pick the chain, pay to its address, paste the transaction link. The details go
 * through the outbox, so a submission made offline is kept and delivered once the connection returns.
 */
const SUCCESS_PATH = '/crypto-transaction-success';

export function TransactionForm({ clientId }: { clientId: string }) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TransactionValues, unknown, TransactionData>({ defaultValues: EMPTY, resolver: transactionResolver });
  // The success page's code, fetched now while there is a connection (in-app browsers may have no service
  // worker to serve it later). Validation and the outbox come with this page: a submit never waits on them.
  useEffect(() => {
    void pageWhenReachable(SUCCESS_PATH).catch(() => undefined);
  }, []);

  const [kept, setKept] = useState(false);
  const chain = chainById(watch('walletSelected'));
  const walletError = errors.walletSelected?.message;

  const onValid = async ({ walletSelected, transactionUrl }: TransactionData) => {
    try {
      const result = await submit<TransactionPayload>('transaction', { clientId, transactionUrl, walletSelected });
      if (result.status === 'rejected') {
        toast.error(result.message);
        // The server refusing the link itself (another client sent this transaction) says so where the form
        // shows a bad link, so the visitor sees which field to change.
        if (result.message === explorerMessage(walletSelected)) {
          setError('transactionUrl', { type: 'server', message: result.message }, { shouldFocus: true });
        }
        return;
      }
      const queued = result.status === 'queued';
      if (queued) toast.success("Saved on this device. We'll send it as soon as you're back online.");
      else toast.success('Transaction information saved successfully!');
      // Offline before the success page's code arrived, the visitor stays on the form (the toast has said the
      // details are kept) and moves on once it can be shown.
      // Until then the button stays disabled: these details are the outbox's, a second press would send them twice.
      setKept(true);
      const state = { queued } satisfies TransactionSuccessState;
      pageWhenReachable(SUCCESS_PATH)
        .then(() => navigate(SUCCESS_PATH, { state }))
        .catch((error: unknown) => console.error('[crypto-transaction] the success page could not load', error));
    } catch (error) {
      console.error('[crypto-transaction] could not save the transaction', error);
      toast.error('Failed to save transaction information. Please try again.');
    }
  };

  return (
    <form className={css.form} noValidate onSubmit={handleSubmit(onValid)}>
      <p className={css.warning} role="note">
        Warning: send your payment only on the blockchain network you select below. Choosing the wrong network means
        your payment is permanently lost and cannot be recovered.
      </p>
      <fieldset
        className={css.fieldset}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the network radios' group; as a radiogroup it may carry aria-invalid, which a plain group may not.
        role="radiogroup"
        aria-invalid={walletError ? true : undefined}
        aria-describedby={walletError ? errorIdFor('wallet') : undefined}
      >
        <legend className={css.legend}>Blockchain network</legend>
        <div className={css.chainOptions}>
          {CHAINS.map((option) => (
            <label key={option.id} className={css.chainOption}>
              <input className={css.radio} type="radio" value={option.id} {...register('walletSelected')} />
              {option.label}
            </label>
          ))}
        </div>
        {walletError && (
          <p className={css.error} id={errorIdFor('wallet')}>
            {walletError}
          </p>
        )}
      </fieldset>
      {chain && (
        <>
          <WalletAddress chain={chain} />
          <FormField id="transaction-url" label="Transaction URL" error={errors.transactionUrl?.message}>
            <input
              className={css.input}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="https://"
              {...describedBy('transaction-url', errors.transactionUrl?.message)}
              {...register('transactionUrl')}
            />
          </FormField>
        </>
      )}
      <button className={`${button.primary} ${block}`} type="submit" disabled={isSubmitting || kept}>
        {isSubmitting ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
