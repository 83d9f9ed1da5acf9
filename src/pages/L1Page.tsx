import { LandingPage } from '../components/marketing/LandingPage.tsx';

/** The trial landing page; a new lead goes on to /vsl2 (docs/product.md#trial-landing-pages). */
export function L1Page() {
  return <LandingPage path="/l1" successPath="/vsl2" />;
}
