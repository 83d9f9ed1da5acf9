import { features, type Feature } from '../../content/features.ts';
import { grid } from '../../styles/layout.css.ts';
import * as css from './FeatureHoverCards.css.ts';
import { HoverCard } from './HoverCard.tsx';

/** The product cards of the features section, each revealing its detail as a hover card. */
export function FeatureHoverCards({ items = features }: { items?: Feature[] }) {
  return (
    <div className={grid}>
      {items.map((feature) => (
        <HoverCard key={feature.id} title={feature.name} summary={feature.summary} moreLabel="More details">
          <ul className={css.detailList}>
            {feature.detail.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </HoverCard>
      ))}
    </div>
  );
}
