import { teamSupport } from '../../content/offers.ts';
import { button } from '../../styles/button.css.ts';
import { container, visuallyHidden } from '../../styles/layout.css.ts';
import { Static } from '../Static.tsx';
import * as css from './TeamSupportBanner.css.ts';

/** The team-support banner; `dark` on /np1 and /signupoffer (docs/product.md#demo-and-offer-pages). */
export function TeamSupportBanner({ dark = false }: { dark?: boolean }) {
  return (
    <Static as="section" className={css.banner[dark ? 'dark' : 'light']} aria-labelledby="team-support-heading">
      <div className={`${container} ${css.inner}`}>
        <div>
          <h2 id="team-support-heading" className={css.heading}>
            {teamSupport.heading}
          </h2>
          <p className={css.text}>{teamSupport.text}</p>
        </div>
        <a
          className={dark ? button.onDark : button.primary}
          href={teamSupport.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {teamSupport.cta}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </div>
    </Static>
  );
}
