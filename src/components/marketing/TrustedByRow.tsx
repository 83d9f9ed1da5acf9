import { useId } from 'react';
import { partnerLogos } from '../../content/media.ts';
import * as css from './TrustedByRow.css.ts';
import { Static } from '../Static.tsx';

/**
 * The six partner logos under a 'Trusted by' heading (docs/product.md#lead-forms); each logo is named by its alt text.
 */
export function TrustedByRow({ heading = 'Trusted by' }: { heading?: string }) {
  const headingId = useId();
  return (
    <Static as="section" className={css.row} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {heading}
      </h2>
      <ul className={css.logos}>
        {partnerLogos.map((logo) => (
          <li key={logo.src}>
            <img
              className={css.logo}
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </Static>
  );
}
