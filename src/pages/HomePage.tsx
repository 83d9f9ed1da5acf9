import { CardGridSection } from '../components/marketing/CardGridSection.tsx';
import { ClosingCta } from '../components/marketing/ClosingCta.tsx';
import { FeaturesSection } from '../components/marketing/FeaturesSection.tsx';
import { Hero } from '../components/marketing/Hero.tsx';
import { PricingSection } from '../components/marketing/PricingSection.tsx';
import { StatsStrip } from '../components/marketing/StatsStrip.tsx';
import { LazyTestimonialsCarousel } from '../components/marketing/LazyTestimonialsCarousel.tsx';
import { UltimateSection } from '../components/marketing/UltimateSection.tsx';
import { homeAudiences, homeInsights, homeReplyRadar, homeTestimonials } from '../content/home.ts';
import { container, sectionMuted } from '../styles/layout.css.ts';
import { Static } from '../components/Static.tsx';

/** `/`, in the order of docs/product.md#home. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Static as="section" className={sectionMuted} aria-label="Results">
        <div className={container}>
          <StatsStrip />
        </div>
      </Static>
      <FeaturesSection />
      <CardGridSection heading={homeInsights.heading} intro={homeInsights.lede} items={homeInsights.items} muted />
      <CardGridSection heading={homeAudiences.heading} items={homeAudiences.items} />
      <div className={sectionMuted}>
        <div className={container}>
          <LazyTestimonialsCarousel heading={homeTestimonials.heading} />
        </div>
      </div>
      <UltimateSection />
      <PricingSection />
      <CardGridSection heading={homeReplyRadar.heading} intro={homeReplyRadar.lede} items={homeReplyRadar.items} />
      <ClosingCta />
    </>
  );
}
