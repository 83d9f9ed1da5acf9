import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { OfferBox } from '../components/marketing/OfferBox.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { StepList } from '../components/marketing/StepList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { config } from '../config.ts';
import { exclusiveOffer } from '../content/offers.ts';
import { vsl2Copy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { button, large } from '../styles/button.css.ts';
import { container, row, section, visuallyHidden } from '../styles/layout.css.ts';
import * as css from './salesPage.css.ts';
import { Static } from '../components/Static.tsx';

/**
 * Where the /l1 trial form lands new leads: what happens next, and the strategy call first and loudest,
 * because trials with a call set up their lists on day one. The demo and the offer follow for the keen.
 */
export function Vsl2Page() {
  return (
    <>
      <PageHeader heading={headingFor('/vsl2')}>{vsl2Copy.lede}</PageHeader>
      <Static as="section" className={`${container} ${section}`} aria-labelledby="next-heading">
        <h2 id="next-heading">{vsl2Copy.stepsHeading}</h2>
        <StepList steps={vsl2Copy.steps} />
      </Static>
      <Static as="section" className={container} aria-labelledby="call-heading">
        <div className={css.callout}>
          <h2 id="call-heading">{vsl2Copy.callHeading}</h2>
          <p>{vsl2Copy.callText}</p>
          <div className={row}>
            <a
              className={`${button.primary} ${large}`}
              href={config.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {vsl2Copy.callCta}
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
            <a className={button.secondary} href={config.telegramUrl} target="_blank" rel="noopener noreferrer">
              {vsl2Copy.telegramCta}
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </Static>
      <div className={`${container} ${section}`}>
        <DemoVideoHero heading={vsl2Copy.videoHeading} />
      </div>
      <div className={`${container} ${section}`}>
        <OfferBox offer={exclusiveOffer} />
      </div>
      <PlanCards prices="np1" heading={vsl2Copy.plansHeading} intro={vsl2Copy.plansIntro} />
      <HelpDecidingBlock />
    </>
  );
}
