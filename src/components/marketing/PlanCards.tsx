import { planOffers, type PlanId, type PriceSetId } from '../../content/plans.ts';
import { container, section } from '../../styles/layout.css.ts';
import { Static } from '../Static.tsx';
import { PlanCard } from './PlanCard.tsx';
import * as css from './PlanCards.css.ts';

interface PlanCardsProps {
  prices: PriceSetId;
  heading: string;
  intro?: string;
  /** Section id, also the anchor other buttons scroll to. */
  id?: string;
  /** A subset of the plans (the upgrade page offers Pro and Ultimate only). */
  only?: PlanId[];
}

/** The plan cards of a page at that page's prices (docs/product.md#prices), under an `<h2>`. */
export function PlanCards({ prices, heading, intro, id = 'plans', only }: PlanCardsProps) {
  return (
    <Static as="section" className={`${container} ${section}`} aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro && <p className={css.intro}>{intro}</p>}
      <div className={css.grid}>
        {planOffers(prices)
          .filter((offer) => !only || only.includes(offer.plan.id))
          .map((offer) => (
            <PlanCard
              key={offer.plan.id}
              name={offer.plan.name}
              badge={offer.plan.badge}
              summary={offer.plan.summary}
              features={offer.plan.features}
              pricing={offer.pricing}
              cta={{ label: offer.ctaLabel, href: offer.checkoutUrl }}
            />
          ))}
      </div>
    </Static>
  );
}
