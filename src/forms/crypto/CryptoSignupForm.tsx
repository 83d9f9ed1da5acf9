import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { clearDraft, saveDraft } from '../../lib/drafts.ts';
import { describeFunctionError } from '../../lib/functionError.ts';
import { toast } from '../../lib/lazyToast.ts';
import { getSupabase } from '../../lib/supabaseClient.ts';
import { block, button } from '../../styles/button.css.ts';
import { useDraft } from '../lead/useDraft.ts';
import { CountrySelect } from './CountrySelect.tsx';
import * as css from './cryptoForm.css.ts';
import type { CryptoSignupData, CryptoSignupValues } from './cryptoSignupSchema.ts';
import { DebugInfo, type DebugLine } from './DebugInfo.tsx';
import { describedBy, errorIdFor, FormField } from './FormField.tsx';
import { cryptoSignupResolver } from './lazyResolvers.ts';
import { useOnlineStatus } from './useOnlineStatus.ts';

const EMPTY: CryptoSignupValues = {
  fullName: '',
  email: '',
  companyName: '',
  vatTaxNumber: '',
  businessAddress: '',
  city: '',
  country: '',
  postcodeZip: '',
  product: '',
  termsAccepted: false,
};

/** Creating the client needs the server's id to continue, so this call is never queued (DESIGN §2). */
const OFFLINE_MESSAGE = "You're offline. Your details are saved on this device: connect to the internet, then submit again.";

const TIMEOUT_MS = 20_000;

/**
 * What was typed survives a reload or a lost connection (useDraft: the terms box is not kept, being no text:
 * consent is given fresh). The two sign-up routes share the draft.
 */
const DRAFT_KEY = 'crypto-signup';

/** SPEC §5, §8: the crypto sign-up. On success the visitor goes on to pay for the chosen product. */
export function CryptoSignupForm({ products }: { products: ProductOption[] }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [debug, setDebug] = useState<DebugLine[]>();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<CryptoSignupValues, unknown, CryptoSignupData>({ defaultValues: EMPTY, resolver: cryptoSignupResolver, mode: 'onTouched' });

  // The prerendered form can be typed into before it hydrates. react-hook-form keeps what the inputs hold as
  // they register (an edited input wins over its default); useDraft then fills only the fields still empty
  // from the stored draft, and saves every change from here on.
  useDraft(DRAFT_KEY, { reset, watch, getValues });
  useEffect(() => {
    const { product, termsAccepted } = getValues();
    // A product from the other sign-up route's list (a draft made there) is not offered here: leave it unselected.
    if (product && !products.some((option) => option.id === product)) setValue('product', '');
    // A box ticked before hydration: render again so the submit button follows it.
    if (termsAccepted) setValue('termsAccepted', true);
    // What was typed before hydration is a draft too, though no change event has told useDraft about it.
    const { termsAccepted: _terms, ...typed } = getValues();
    saveDraft(DRAFT_KEY, typed);
  }, [products, getValues, setValue]);

  const termsAccepted = watch('termsAccepted');

  const onValid = async (data: CryptoSignupData) => {
    setDebug(undefined);
    if (!navigator.onLine) {
      toast.error(OFFLINE_MESSAGE);
      return;
    }
    let status = 'no answer';
    try {
      const [{ toCreateClientBody }, supabase] = await Promise.all([import('./cryptoSignupSchema.ts'), getSupabase()]);
      const { data: answer, error, response } = await supabase.functions.invoke<{ client?: { id?: unknown } }>('crypto-signup-notification', {
        body: toCreateClientBody(data),
        timeout: TIMEOUT_MS,
      });
      if (response) status = String(response.status);
      if (error) {
        const failure = await describeFunctionError(error);
        const message = failure.serverMessage ?? 'Please try again';
        toast.error(`Failed to submit form: ${message}`);
        setDebug([
          { label: 'Message', value: failure.serverMessage ?? failure.clientMessage },
          { label: 'Status', value: failure.status === undefined ? 'no answer' : String(failure.status) },
          { label: 'Time', value: new Date().toISOString() },
        ]);
        return;
      }
      const clientId: unknown = answer?.client?.id;
      if (typeof clientId !== 'string' || clientId === '') throw new Error('The answer carried no client id');
      clearDraft(DRAFT_KEY);
      navigate(`/crypto-transaction/${encodeURIComponent(clientId)}`);
    } catch (error) {
      console.error('[crypto-signup] unexpected failure', error);
      toast.error('An unexpected error occurred. Please try again.');
      setDebug([
        { label: 'Message', value: error instanceof Error ? error.message : String(error) },
        { label: 'Status', value: status },
        { label: 'Time', value: new Date().toISOString() },
      ]);
    }
  };

  const terms = register('termsAccepted', {
    // Unticking explains at once why the button went grey.
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) void trigger('termsAccepted');
    },
  });

  return (
    <form className={css.form} noValidate onSubmit={handleSubmit(onValid)} onFocus={() => void import('./cryptoSignupSchema.ts')}>
      {!online && (
        <p className={css.notice} role="status">
          {OFFLINE_MESSAGE}
        </p>
      )}
      <FormField id="crypto-full-name" label="Full name" error={errors.fullName?.message}>
        <input className={css.input} type="text" autoComplete="name" autoCapitalize="words" {...describedBy('crypto-full-name', errors.fullName?.message)} {...register('fullName')} />
      </FormField>
      <FormField id="crypto-email" label="Email" error={errors.email?.message}>
        <input className={css.input} type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} {...describedBy('crypto-email', errors.email?.message)} {...register('email')} />
      </FormField>
      <FormField id="crypto-company" label="Company name" error={errors.companyName?.message}>
        <input className={css.input} type="text" autoComplete="organization" {...describedBy('crypto-company', errors.companyName?.message)} {...register('companyName')} />
      </FormField>
      <FormField id="crypto-vat" label="VAT / tax number" optional error={errors.vatTaxNumber?.message}>
        <input className={css.input} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...describedBy('crypto-vat', errors.vatTaxNumber?.message)} {...register('vatTaxNumber')} />
      </FormField>
      <FormField id="crypto-address" label="Business address" error={errors.businessAddress?.message}>
        <input className={css.input} type="text" autoComplete="street-address" {...describedBy('crypto-address', errors.businessAddress?.message)} {...register('businessAddress')} />
      </FormField>
      <div className={css.pair}>
        <FormField id="crypto-city" label="City" error={errors.city?.message}>
          <input className={css.input} type="text" autoComplete="address-level2" {...describedBy('crypto-city', errors.city?.message)} {...register('city')} />
        </FormField>
        <FormField id="crypto-postcode" label="Postcode/ZIP" error={errors.postcodeZip?.message}>
          <input className={css.input} type="text" autoComplete="postal-code" autoCapitalize="characters" {...describedBy('crypto-postcode', errors.postcodeZip?.message)} {...register('postcodeZip')} />
        </FormField>
      </div>
      <CountrySelect registration={register('country')} error={errors.country?.message} />
      <FormField id="crypto-product" label="Product" error={errors.product?.message}>
        <select className={css.select} autoComplete="off" {...describedBy('crypto-product', errors.product?.message)} {...register('product')}>
          <option value="">Select a product</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </select>
      </FormField>
      <div className={css.field}>
        <div className={css.checkboxRow}>
          <input className={css.checkbox} type="checkbox" {...describedBy('crypto-terms', errors.termsAccepted?.message)} {...terms} />
          <label htmlFor="crypto-terms">
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noopener">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              Privacy Policy
            </a>{' '}
            and consent to receive account-related emails.
          </label>
        </div>
        {errors.termsAccepted?.message && (
          <p className={css.error} id={errorIdFor('crypto-terms')}>
            {errors.termsAccepted.message}
          </p>
        )}
      </div>
      <button className={`${button.primary} ${block}`} type="submit" disabled={!termsAccepted || isSubmitting}>
        {isSubmitting ? 'Processing...' : 'Continue to payment'}
      </button>
      {debug && <DebugInfo lines={debug} />}
    </form>
  );
}
