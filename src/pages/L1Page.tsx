import { LandingPage } from '../components/marketing/LandingPage.tsx';

/** The trial landing page; a new lead goes on to /vsl2 (SPEC §4). */
export function L1Page() {
  return <LandingPage path="/l1" successPath="/vsl2" />;
}
