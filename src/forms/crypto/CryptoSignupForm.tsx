import { useEffect, useState } from 'react';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { useLiveForm, type Handover } from '../lead/useLiveForm.ts';
import { type BoundControl, CRYPTO_SIGNUP_FIELDS, CryptoSignupFields, type CryptoSignupFieldName, TERMS_FIELD } from './CryptoSignupFields.tsx';

/** What was typed survives a reload or a lost connection. The two sign-up routes share the draft. */
const DRAFT_KEY = 'crypto-signup';
const CHECKBOXES = [TERMS_FIELD] as const;

export interface LiveCryptoSignupFormProps {
  products: ProductOption[];
  draftKey: string;
  takeHandover: () => Handover;
}

const loadLive = () => import('./LiveCryptoSignupForm.tsx').then((module) => module.LiveCryptoSignupForm);

/**
 * The crypto sign-up (docs/product.md#crypto-sign-up). The page ships the form as plain controls; react-hook-form,
 * validation and the backend client load on the visitor's first touch or focus (useLiveForm), which takes over
 * everything done meanwhile: what was typed and chosen, the ticked box, the focused field, a submit pressed.
 */
export function CryptoSignupForm({ products }: { products: ProductOption[] }) {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, {
    fields: CRYPTO_SIGNUP_FIELDS,
    checkboxes: CHECKBOXES,
    draftKey: DRAFT_KEY,
  });
  // The submit button follows the terms box here too; a box ticked before hydration counts.
  const [ticked, setTicked] = useState(false);
  useEffect(() => {
    const box = containerProps.ref.current?.querySelector<HTMLInputElement>(`input[name="${TERMS_FIELD}"]`);
    if (box?.checked) setTicked(true);
  }, [containerProps.ref]);

  const bind = (name: CryptoSignupFieldName): BoundControl =>
    name === TERMS_FIELD ? { name, onChange: (event) => setTicked((event.target as HTMLInputElement).checked) } : { name };

  return (
    <div {...containerProps}>
      {Live ? (
        <Live products={products} draftKey={DRAFT_KEY} takeHandover={takeHandover} />
      ) : (
        <CryptoSignupFields products={products} bind={bind} canSubmit={ticked} {...placeholderForm} />
      )}
    </div>
  );
}
