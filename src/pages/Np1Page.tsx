import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { DemoVideoPopup } from '../components/marketing/DemoVideoPopup.tsx';
import { HelpDecidingBlock } from '../components/marketing/HelpDecidingBlock.tsx';
import { OfferBox } from '../components/marketing/OfferBox.tsx';
import { PlanCards } from '../components/marketing/PlanCards.tsx';
import { ReplyRadarCard } from '../components/marketing/ReplyRadarCard.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { LazyTestimonialsCarousel } from '../components/marketing/LazyTestimonialsCarousel.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Static } from '../components/Static.tsx';
import { exclusiveOffer } from '../content/offers.ts';
import { np1Copy } from '../content/np1.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';
import * as css from './salesPage.css.ts';

/**
 * /np1 (docs/product.md#demo-and-offer-pages): opens on the demo video (page blurred until it is closed), then the
 * 'Exclusive Offer' box, testimonials, the three plans at half price, ReplyRadar on its own, help deciding, the dark
 * banner.
 */
export function Np1Page() {
  return (
    <>
      <PageHeader heading={headingFor('/np1')}>{np1Copy.lede}</PageHeader>
      <div className={container}>
        <DemoVideoHero popupOnArrival={DemoVideoPopup} />
      </div>
      <div className={`${container} ${section}`}>
        <OfferBox offer={exclusiveOffer} />
      </div>
      <div className={`${container} ${section}`}>
        <LazyTestimonialsCarousel heading={np1Copy.testimonialsHeading} />
      </div>
      <PlanCards prices="np1" heading={np1Copy.plansHeading} intro={np1Copy.plansIntro} />
      <Static as="section" className={`${container} ${section}`} aria-labelledby="replyradar-heading">
        <h2 id="replyradar-heading">{np1Copy.radarHeading}</h2>
        <div className={css.single}>
          <ReplyRadarCard />
        </div>
      </Static>
      <HelpDecidingBlock />
      <TeamSupportBanner dark />
    </>
  );
}
