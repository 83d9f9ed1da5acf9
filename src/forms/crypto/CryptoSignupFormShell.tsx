import { useCallback, useState } from 'react';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { CRYPTO_SIGNUP_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { FormShell } from '../handover/FormShell.tsx';
import type { LiveFormProps } from '../handover/handover.ts';
import {
  type BoundControl,
  CRYPTO_SIGNUP_FIELDS,
  CryptoSignupFormFields,
  type CryptoSignupFieldName,
  TERMS_FIELD,
} from './CryptoSignupFormFields.tsx';

const CHECKBOXES = [TERMS_FIELD] as const;

export interface CryptoSignupFormLiveProps extends LiveFormProps {
  products: ProductOption[];
  draftKey: string;
}

const loadLive = () => import('./CryptoSignupFormLive.tsx').then((module) => module.CryptoSignupFormLive);

/**
 * The crypto sign-up (docs/product.md#crypto-sign-up). The page ships the form as plain controls; react-hook-form,
 * validation and the backend client load on the visitor's first touch or focus (CryptoSignupFormLive, through
 * FormShell), which takes over everything done meanwhile: what was typed and chosen, the ticked box, the focused
 * field, a submit pressed.
 */
export function CryptoSignupFormShell({ products }: { products: ProductOption[] }) {
  // The submit button follows the terms box here too; a box ticked before hydration counts (its ref is set as
  // React hydrates it).
  const [ticked, setTicked] = useState(false);
  const tickedEarly = useCallback((box: HTMLInputElement | HTMLSelectElement | null) => {
    if (box instanceof HTMLInputElement && box.checked) setTicked(true);
  }, []);

  const bind = (name: CryptoSignupFieldName): BoundControl =>
    name === TERMS_FIELD
      ? { name, ref: tickedEarly, onChange: (event) => setTicked((event.target as HTMLInputElement).checked) }
      : { name };

  return (
    <FormShell
      loadLive={loadLive}
      live={{ products, draftKey: CRYPTO_SIGNUP_DRAFT_KEY }}
      fields={CRYPTO_SIGNUP_FIELDS}
      checkboxes={CHECKBOXES}
      draftKey={CRYPTO_SIGNUP_DRAFT_KEY}
    >
      {({ form }) => <CryptoSignupFormFields products={products} bind={bind} canSubmit={ticked} {...form} />}
    </FormShell>
  );
}
