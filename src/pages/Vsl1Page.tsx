import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { DemoVideoPopup } from '../components/marketing/DemoVideoPopup.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { OfferBox } from '../components/marketing/OfferBox.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { StatsStrip } from '../components/marketing/StatsStrip.tsx';
import { StepList } from '../components/marketing/StepList.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { LazyTestimonialsCarousel } from '../components/marketing/LazyTestimonialsCarousel.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Static } from '../components/Static.tsx';
import { exclusiveOffer } from '../content/offers.ts';
import { np1Copy } from '../content/np1.ts';
import { vsl1Copy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';

/** Video-sales page for cold traffic: the demo, how it works, the numbers, then the half-price offer. */
export function Vsl1Page() {
  return (
    <>
      <PageHeader heading={headingFor('/vsl1')}>{vsl1Copy.lede}</PageHeader>
      <div className={container}>
        <DemoVideoHero popupOnArrival={DemoVideoPopup} />
      </div>
      <Static as="section" className={`${container} ${section}`} aria-labelledby="how-heading">
        <h2 id="how-heading">{vsl1Copy.stepsHeading}</h2>
        <StepList steps={vsl1Copy.steps} />
      </Static>
      <Static className={container}>
        <StatsStrip />
      </Static>
      <div className={`${container} ${section}`}>
        <LazyTestimonialsCarousel heading={np1Copy.testimonialsHeading} />
      </div>
      <div className={`${container} ${section}`}>
        <OfferBox offer={exclusiveOffer} />
      </div>
      <PlanCards prices="np1" heading={np1Copy.plansHeading} intro={np1Copy.plansIntro} />
      <HelpDecidingBlock />
      <TeamSupportBanner />
    </>
  );
}
