import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { OfferBox } from '../components/marketing/OfferBox.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { vipOffer } from '../content/vipOffer.ts';
import { vip25Copy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';

/** /signupoffer with the VIP code: 25% off the first month of Pro and Ultimate, prefilled at checkout. */
export function SignupOfferVip25Page() {
  return (
    <>
      <PageHeader heading={headingFor('/signupoffervip25')}>{vip25Copy.lede}</PageHeader>
      <div className={container}>
        <DemoVideoHero priority />
      </div>
      <div className={`${container} ${section}`}>
        <OfferBox offer={vipOffer} />
      </div>
      <PlanCards prices="vip25" heading={vip25Copy.plansHeading} intro={vip25Copy.plansIntro} />
      <HelpDecidingBlock />
      <TeamSupportBanner />
    </>
  );
}
