import { LandingPage } from '../components/marketing/LandingPage.tsx';
import { partnerBadge } from '../content/landing.ts';

/**
 * /l1 for the London BuildStation community: with its badge, and on to /superteam
 * (docs/product.md#trial-landing-pages).
 */
export function SuperteamL1Page() {
  return <LandingPage path="/superteaml1" successPath="/superteam" badge={partnerBadge} />;
}
