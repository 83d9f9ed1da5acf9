import { helpDeciding } from '../../content/offers.ts';
import { button } from '../../styles/button.css.ts';
import { container, section, visuallyHidden } from '../../styles/layout.css.ts';
import { Static } from '../Static.tsx';
import * as css from './HelpDecidingBlock.css.ts';

/** 'Need help deciding?': a call with the team, booked on the external scheduler. */
export function HelpDecidingBlock() {
  return (
    <Static as="section" className={`${container} ${section}`} aria-labelledby="help-deciding-heading">
      <div className={css.block}>
        <div>
          <h2 id="help-deciding-heading" className={css.heading}>
            {helpDeciding.heading}
          </h2>
          <p className={css.text}>{helpDeciding.text}</p>
        </div>
        <a className={button.primary} href={helpDeciding.href} target="_blank" rel="noopener noreferrer">
          {helpDeciding.cta}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </div>
    </Static>
  );
}
