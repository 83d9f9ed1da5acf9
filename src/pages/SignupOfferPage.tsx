import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { signupOfferCopy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container } from '../styles/layout.css.ts';

/**
 * /signupoffer (docs/product.md#demo-and-offer-pages): demo and pricing with the three plans at full price; dark
 * team-support banner.
 */
export function SignupOfferPage() {
  return (
    <>
      <PageHeader heading={headingFor('/signupoffer')}>{signupOfferCopy.lede}</PageHeader>
      <div className={container}>
        <DemoVideoHero priority />
      </div>
      <PlanCards prices="full" heading={signupOfferCopy.plansHeading} intro={signupOfferCopy.plansIntro} />
      <HelpDecidingBlock />
      <TeamSupportBanner dark />
    </>
  );
}
