import { LandingPage } from '../components/marketing/LandingPage.tsx';
import { partnerBadge } from '../content/landing.ts';

/** /l1 for the London BuildStation community: with its badge, and on to /superteam (SPEC §2, §4). */
export function SuperteamL1Page() {
  return <LandingPage path="/superteaml1" successPath="/superteam" badge={partnerBadge} />;
}
