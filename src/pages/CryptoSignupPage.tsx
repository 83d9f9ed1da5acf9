import { useLocation } from '../routes/navigation.tsx';
import { productsFor } from '../content/cryptoProducts.ts';
import { CryptoSignupForm } from '../forms/crypto/CryptoSignupForm.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { container, lede, section } from '../styles/layout.css.ts';

/**
 * /signup-with-crypto and /signupwithcrypto: one form, the product list chosen by the path
 * (docs/product.md#crypto-sign-up).
 */
export function CryptoSignupPage() {
  const { pathname } = useLocation();
  return (
    <section className={`${container} ${section}`}>
      <h1>{headingFor('/signup-with-crypto')}</h1>
      <p className={lede}>Tell us who to invoice and pick your plan. Next, you will pay in ETH, SOL or on Base.</p>
      <CryptoSignupForm products={productsFor(pathname)} />
    </section>
  );
}
