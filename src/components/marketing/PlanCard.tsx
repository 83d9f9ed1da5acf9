import { formatPrice, periodLabel, type PlanPrice } from '../../content/plans.ts';
import { button } from '../../styles/button.css.ts';
import { visuallyHidden } from '../../styles/layout.css.ts';
import * as css from './PlanCard.css.ts';
import { TickIcon } from './TickIcon.tsx';

export interface PlanCardProps {
  name: string;
  /** Ribbon such as 'Most popular'; the card is outlined too. */
  badge?: string;
  summary: string;
  features: readonly string[];
  /** Absent for tools sold by trial rather than by a price on the card (ReplyRadar). */
  pricing?: PlanPrice;
  /** Text above the features instead of a price. */
  priceNote?: string;
  cta: { label: string; href: string };
}

/**
 * A plan with its price, features and an external checkout link. The struck-through price is an `<s>` with
 * hidden words, because `<s>` alone is silent in most screen readers: it reads "now $249/mo was $499/mo".
 */
export function PlanCard({ name, badge, summary, features, pricing, priceNote, cta }: PlanCardProps) {
  return (
    <article className={badge ? `${css.card} ${css.featured}` : css.card} aria-label={name}>
      {badge && <p className={css.badge}>{badge}</p>}
      <h3 className={css.name}>{name}</h3>
      <p className={css.summary}>{summary}</p>
      {pricing && (
        <div>
          <p className={css.priceRow}>
            {pricing.was && <span className={visuallyHidden}>now </span>}
            <span className={css.amount}>{formatPrice(pricing.price)}</span>
            <span className={css.period}>{periodLabel(pricing.price)}</span>
            {/* A real space, so the accessible text reads "…/mo was…" rather than "…/mowas…". */}
            {pricing.was && ' '}
            {pricing.was && (
              <s className={css.was}>
                <span className={visuallyHidden}>was </span>
                {formatPrice(pricing.was)}
                {periodLabel(pricing.was)}
              </s>
            )}
          </p>
          {pricing.then && (
            <p className={css.then}>
              then {formatPrice(pricing.then)}
              {periodLabel(pricing.then)}
            </p>
          )}
        </div>
      )}
      {priceNote && <p className={css.priceNote}>{priceNote}</p>}
      <ul className={css.features}>
        {features.map((feature) => (
          <li key={feature} className={css.feature}>
            <TickIcon className={css.tick} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <a
        className={`${badge ? button.primary : button.secondary} ${css.cta}`}
        href={cta.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {cta.label}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    </article>
  );
}
