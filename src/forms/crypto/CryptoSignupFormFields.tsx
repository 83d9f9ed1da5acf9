import type {
  ChangeEventHandler,
  FocusEventHandler,
  FormEvent,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  RefCallback,
} from 'react';
import { COUNTRIES } from '../../content/countries.ts';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { block, button } from '../../styles/button.css.ts';
import * as css from './cryptoForm.css.ts';
import { describedBy, errorIdFor, FormField } from './FormField.tsx';
import { useOnlineStatus } from './useOnlineStatus.ts';

/** The text fields and selects, by name. */
export const CRYPTO_SIGNUP_FIELDS = [
  'fullName',
  'email',
  'companyName',
  'vatTaxNumber',
  'businessAddress',
  'city',
  'postcodeZip',
  'country',
  'product',
] as const;
export const TERMS_FIELD = 'termsAccepted';
export type CryptoSignupFieldName = (typeof CRYPTO_SIGNUP_FIELDS)[number] | typeof TERMS_FIELD;

/** What a control carries: its name, react-hook-form's handlers and ref, and its error. */
export interface BoundControl {
  name: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement>;
  ref?: RefCallback<HTMLInputElement | HTMLSelectElement>;
  error?: string;
}

/**
 * Creating the client needs the server's id to continue, so this call is never queued
 * (docs/architecture.md#submissions-and-the-outbox).
 */
export const OFFLINE_MESSAGE =
  "You're offline. Your details are saved on this device: connect to the internet, then submit again.";

function TextField({
  id,
  label,
  optional,
  control,
  ...input
}: { id: string; label: string; optional?: boolean; control: BoundControl } & InputHTMLAttributes<HTMLInputElement>) {
  const { error, ...props } = control;
  return (
    <FormField id={id} label={label} optional={optional} error={error}>
      <input className={css.input} type="text" {...input} {...describedBy(id, error)} {...props} />
    </FormField>
  );
}

/**
 * A native select with an empty first choice: phones open their own picker (wheel or searchable sheet), and
 * browsers autofill the country from the saved address through `autocomplete="country-name"`.
 */
function SelectField({
  id,
  label,
  autoComplete,
  placeholder,
  options,
  control,
}: {
  id: string;
  label: string;
  autoComplete: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  control: BoundControl;
}) {
  const { error, ...props } = control;
  return (
    <FormField id={id} label={label} error={error}>
      <select className={css.select} autoComplete={autoComplete} {...describedBy(id, error)} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/** The crypto sign-up form as the visitor sees it (docs/product.md#crypto-sign-up). */
export function CryptoSignupFormFields({
  products,
  bind,
  canSubmit,
  submitting = false,
  onSubmit,
  onFocus,
  draftKey,
  ref,
  children,
}: {
  products: ProductOption[];
  bind: (name: CryptoSignupFieldName) => BoundControl;
  /** The terms are ticked (and nothing is being sent). */
  canSubmit: boolean;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  /** The form's name: a stored draft under it is shown before any React (src/initial/drafts.ts). */
  draftKey: string;
  ref?: Ref<HTMLFormElement>;
  /** Under the submit button (the debug panel of a failed sign-up). */
  children?: ReactNode;
}) {
  const online = useOnlineStatus();
  const { error: termsError, ...terms } = bind(TERMS_FIELD);
  return (
    <form className={css.form} name={draftKey} noValidate ref={ref} onSubmit={onSubmit} onFocus={onFocus}>
      {!online && (
        <p className={css.notice} role="status">
          {OFFLINE_MESSAGE}
        </p>
      )}
      <TextField
        id="crypto-full-name"
        label="Full name"
        autoComplete="name"
        autoCapitalize="words"
        control={bind('fullName')}
      />
      <TextField
        id="crypto-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        control={bind('email')}
      />
      <TextField id="crypto-company" label="Company name" autoComplete="organization" control={bind('companyName')} />
      <TextField
        id="crypto-vat"
        label="VAT / tax number"
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        control={bind('vatTaxNumber')}
      />
      <TextField
        id="crypto-address"
        label="Business address"
        autoComplete="street-address"
        control={bind('businessAddress')}
      />
      <div className={css.pair}>
        <TextField id="crypto-city" label="City" autoComplete="address-level2" control={bind('city')} />
        <TextField
          id="crypto-postcode"
          label="Postcode/ZIP"
          autoComplete="postal-code"
          autoCapitalize="characters"
          control={bind('postcodeZip')}
        />
      </div>
      <SelectField
        id="crypto-country"
        label="Country"
        autoComplete="country-name"
        placeholder="Select your country"
        options={COUNTRY_OPTIONS}
        control={bind('country')}
      />
      <SelectField
        id="crypto-product"
        label="Product"
        autoComplete="off"
        placeholder="Select a product"
        options={products.map((product) => ({ value: product.id, label: product.label }))}
        control={bind('product')}
      />
      <div className={css.field}>
        <div className={css.checkboxRow}>
          <input className={css.checkbox} type="checkbox" {...describedBy('crypto-terms', termsError)} {...terms} />
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
        {termsError && (
          <p className={css.error} id={errorIdFor('crypto-terms')}>
            {termsError}
          </p>
        )}
      </div>
      <button className={`${button.primary} ${block}`} type="submit" disabled={!canSubmit || submitting}>
        {submitting ? 'Processing...' : 'Continue to payment'}
      </button>
      {children}
    </form>
  );
}
