import { featureClaims } from '../../content/features.ts';
import { homeFeatures } from '../../content/home.ts';
import { container, lede, section } from '../../styles/layout.css.ts';
import { FeatureHoverCards } from './FeatureHoverCards.tsx';
import * as css from './FeaturesSection.css.ts';
import { TickIcon } from './TickIcon.tsx';

/** `#features`: the target of the navbar's Features link and the hero's How It Works button. */
export function FeaturesSection() {
  return (
    <section id="features" className={section} aria-labelledby="features-heading">
      <div className={container}>
        <div className={css.intro}>
          <h2 id="features-heading">{homeFeatures.heading}</h2>
          <p className={lede}>{homeFeatures.lede}</p>
        </div>
        <FeatureHoverCards />
        <ul className={css.claims} aria-label={homeFeatures.claimsHeading}>
          {featureClaims.map((claim) => (
            <li key={claim} className={css.claim}>
              <TickIcon className={css.tick} />
              {claim}
            </li>
          ))}
        </ul>
        <p className={css.growth}>{homeFeatures.growthLine}</p>
      </div>
    </section>
  );
}
