import { AppLink } from '../AppLink.tsx';
import { Static } from '../Static.tsx';
import { homeUltimate } from '../../content/home.ts';
import { ultimateHighlights } from '../../content/plans.ts';
import { button } from '../../styles/button.css.ts';
import { container, sectionDark } from '../../styles/layout.css.ts';
import { TickIcon } from './TickIcon.tsx';
import * as css from './UltimateSection.css.ts';

/** The Reply Rocket Ultimate section and its list (docs/product.md#home). */
export function UltimateSection() {
  return (
    <Static as="section" className={sectionDark} aria-labelledby="ultimate-heading">
      <div className={`${container} ${css.layout}`}>
        <div>
          <h2 id="ultimate-heading" className={css.heading}>
            {homeUltimate.heading}
          </h2>
          <p>{homeUltimate.lede}</p>
          <AppLink className={button.onDark} to="/np1">
            {homeUltimate.cta}
          </AppLink>
        </div>
        <ul className={css.list}>
          {ultimateHighlights.map((line) => (
            <li key={line} className={css.item}>
              <TickIcon className={css.tick} />
              {line}
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
