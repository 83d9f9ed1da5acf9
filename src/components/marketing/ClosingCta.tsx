import { AppLink } from '../AppLink.tsx';
import { Static } from '../Static.tsx';
import { config } from '../../config.ts';
import { homeClosing } from '../../content/home.ts';
import { button } from '../../styles/button.css.ts';
import { container, lede, sectionMuted } from '../../styles/layout.css.ts';
import * as css from './ClosingCta.css.ts';

/** The last call to action: sign up, or book a call with the founders (a new tab: docs/product.md#home). */
export function ClosingCta() {
  return (
    <Static as="section" className={sectionMuted} aria-labelledby="closing-heading">
      <div className={`${container} ${css.box}`}>
        <h2 id="closing-heading">{homeClosing.heading}</h2>
        <p className={`${lede} ${css.box}`}>{homeClosing.text}</p>
        <div className={css.actions}>
          <AppLink className={button.primary} to="/np1">
            {homeClosing.signup}
          </AppLink>
          <a className={button.secondary} href={config.bookingUrl} target="_blank" rel="noopener noreferrer">
            {homeClosing.meetFounders}
          </a>
        </div>
      </div>
    </Static>
  );
}
