import { replyRadarCard } from '../../content/plans.ts';
import { PlanCard } from './PlanCard.tsx';

/** ReplyRadar Analytics on its own, with the free 7-day trial link (docs/product.md#demo-and-offer-pages). */
export function ReplyRadarCard() {
  return (
    <PlanCard
      name={replyRadarCard.name}
      summary={replyRadarCard.summary}
      features={replyRadarCard.features}
      priceNote={replyRadarCard.priceNote}
      cta={{ label: replyRadarCard.cta, href: replyRadarCard.trialUrl }}
    />
  );
}
