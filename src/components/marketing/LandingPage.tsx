import { AppLink } from '../AppLink.tsx';
import { landing, landingStats } from '../../content/landing.ts';
import { TrialForm } from '../../forms/lead/TrialForm.tsx';
import { headingFor } from '../../routes/routeTable.ts';
import { container, lede, section } from '../../styles/layout.css.ts';
import * as css from './LandingPage.css.ts';
import { MentorPanel } from './MentorPanel.tsx';
import { StatsStrip } from './StatsStrip.tsx';
import { LazyTestimonialsCarousel } from './LazyTestimonialsCarousel.tsx';
import { TickIcon } from './TickIcon.tsx';
import { TrustedByRow } from './TrustedByRow.tsx';
import { Static } from '../Static.tsx';

interface LandingPageProps {
  /** The route whose `<h1>` the page shows. */
  path: '/l1' | '/superteaml1';
  /** Where the trial form goes once the lead is saved (docs/product.md#trial-landing-pages). */
  successPath: string;
  /** Partner badge over the heading. */
  badge?: string;
}

/** The trial landing layout shared by /l1 and /superteaml1 (docs/product.md#trial-landing-pages). */
export function LandingPage({ path, successPath, badge }: LandingPageProps) {
  return (
    <>
      <section className={`${container} ${css.hero}`}>
        <Static className={css.intro}>
          {badge && <p className={css.partnerBadge}>{badge}</p>}
          <h1>{headingFor(path)}</h1>
          <p className={lede}>{landing.lede}</p>
        </Static>
        <Static className={css.phoneStats}>
          <StatsStrip items={landingStats} variant="compact" />
        </Static>
        <Static className={css.features}>
          <h2 className={css.subheading}>{landing.featuresHeading}</h2>
          <ul className={css.featureList}>
            {landing.features.map((feature) => (
              <li key={feature} className={css.featureItem}>
                <TickIcon className={css.tick} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </Static>
        <Static className={css.mentor}>
          <MentorPanel />
        </Static>
        <div className={`${css.formArea} ${css.stackSmall}`}>
          <TrialForm successPath={successPath} />
          <p className={css.legal}>
            {landing.legalPrefix}{' '}
            <AppLink className={css.legalLink} to="/terms">
              Terms of Service
            </AppLink>{' '}
            and{' '}
            <AppLink className={css.legalLink} to="/privacy">
              Privacy Policy
            </AppLink>
            .
          </p>
        </div>
      </section>
      <Static className={`${container} ${css.desktopStats}`}>
        <StatsStrip />
      </Static>
      <div className={`${container} ${section}`}>
        <LazyTestimonialsCarousel showDots heading={landing.testimonialsHeading} />
      </div>
      <div className={`${container} ${section}`}>
        <TrustedByRow heading={landing.trustedLine} />
      </div>
    </>
  );
}
