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
import { superteamCopy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';
import * as css from './salesPage.css.ts';

/**
 * Partner demo page (docs/product.md#demo-and-offer-pages): demo video, 'Exclusive Offer', '50% discount' panel,
 * pricing.
 */
export function SuperteamPage() {
  return (
    <>
      <PageHeader heading={headingFor('/superteam')}>{superteamCopy.lede}</PageHeader>
      <div className={container}>
        <DemoVideoHero popupOnArrival={DemoVideoPopup} />
      </div>
      <div className={`${container} ${section}`}>
        <OfferBox offer={exclusiveOffer} />
      </div>
      <div className={`${container} ${section}`}>
        <LazyTestimonialsCarousel heading={np1Copy.testimonialsHeading} />
      </div>
      <PlanCards prices="np1" heading={superteamCopy.plansHeading} intro={superteamCopy.plansIntro} />
      <Static as="section" className={`${container} ${section}`} aria-labelledby="replyradar-heading">
        <h2 id="replyradar-heading">{np1Copy.radarHeading}</h2>
        <div className={css.single}>
          <ReplyRadarCard />
        </div>
      </Static>
      <HelpDecidingBlock />
      <TeamSupportBanner />
    </>
  );
}
