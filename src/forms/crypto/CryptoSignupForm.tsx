import { memo, Suspense, use, useEffect, useRef, useState } from 'react';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { isHydrating } from '../../routes/hydration.ts';
import { CRYPTO_SIGNUP_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { isLive, liveCode, untilLive } from '../untilLive.ts';
// The form's styles ship with the page, inlined in its HTML: the prerendered form is painted before its code comes.
import '../../styles/button.css.ts';
import { FormLoading } from './FormLoading.tsx';

/** Said, to a screen reader, while the form's code is on its way (docs/product.md#crypto-sign-up). */
export const FORM_LOADING = 'Loading the form';

const live = liveCode(() => import('./CryptoSignupFormLive.tsx'));

/** The form itself. `eager`: rendered, not hydrated (the prerender, a page the app renders): its code is needed now. */
function LiveForm({ products, eager }: { products: ProductOption[]; eager: boolean }) {
  if (eager) live.load();
  const { CryptoSignupFormLive } = use(live.arrived);
  return <CryptoSignupFormLive products={products} draftKey={CRYPTO_SIGNUP_DRAFT_KEY} />;
}

/**
 * The crypto sign-up (docs/product.md#crypto-sign-up): one form, react-hook-form and zod's (CryptoSignupFormLive).
 * The page ships its prerendered markup without that code: React leaves the form's Suspense boundary dehydrated
 * while the code waits for the form's first use (untilLive serves the plain form meanwhile), then hydrates the
 * same elements in place, with what was typed, ticked and focused in them (the sequence: ../untilLive.ts).
 *
 * Memo'd: a dehydrated boundary that receives new props is rendered afresh on the client, dropping what it holds.
 */
export const CryptoSignupForm = memo(function CryptoSignupForm({ products }: { products: ProductOption[] }) {
  const box = useRef<HTMLDivElement>(null);
  // Read once: the boundary's props never change while it waits (a render it retries on a touch must not load).
  const [eager] = useState(() => !isHydrating());
  useEffect(() => {
    const form = box.current?.querySelector('form');
    if (form && !isLive(form)) return untilLive(form, CRYPTO_SIGNUP_DRAFT_KEY, live.load);
  }, []);
  return (
    <div ref={box}>
      {/* Shown only where the form is rendered afresh (a move inside the site) until its code has come: a
          prerendered form stays as it was painted while it waits. */}
      <Suspense fallback={<FormLoading label={FORM_LOADING} />}>
        <LiveForm products={products} eager={eager} />
      </Suspense>
    </div>
  );
});
