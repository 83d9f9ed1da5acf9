import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { StepList } from '../components/marketing/StepList.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { upgradeCopy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';
import * as css from './salesPage.css.ts';
import { Static } from '../components/Static.tsx';

/** For ReplyRadar customers: Pro or Ultimate at the regular price, with this month's ReplyRadar refunded. */
export function UpgradePage() {
  return (
    <>
      <PageHeader heading={headingFor('/upgrade')}>{upgradeCopy.lede}</PageHeader>
      <Static as="section" className={container} aria-labelledby="refund-heading">
        <div className={css.callout}>
          <h2 id="refund-heading">{upgradeCopy.refundHeading}</h2>
          <p>{upgradeCopy.refund}</p>
        </div>
      </Static>
      <PlanCards prices="full" only={['pro', 'ultimate']} heading={upgradeCopy.plansHeading} />
      <Static as="section" className={`${container} ${section}`} aria-labelledby="upgrade-steps-heading">
        <h2 id="upgrade-steps-heading">{upgradeCopy.stepsHeading}</h2>
        <StepList steps={upgradeCopy.steps} />
      </Static>
      <div className={container}>
        <DemoVideoHero heading={upgradeCopy.videoHeading} />
      </div>
      <HelpDecidingBlock />
      <TeamSupportBanner />
    </>
  );
}
