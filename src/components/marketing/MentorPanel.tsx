import { useId } from 'react';
import { founders } from '../../content/founders.ts';
import { mentor } from '../../content/landing.ts';
import { founderPhotos } from '../../content/founderPhotos.ts';
import * as css from './MentorPanel.css.ts';

/**
 * The founder who runs the trial's strategy call, with photo: the landing pages' mentor panel
 * (docs/product.md#trial-landing-pages).
 */
export function MentorPanel() {
  const headingId = useId();
  const founder = founders[mentor.founderIndex]!;
  const photo = founderPhotos[founder.photoIndex]!;
  return (
    <aside className={css.panel} aria-labelledby={headingId}>
      <picture>
        <source srcSet={photo.avif} type="image/avif" />
        <img
          className={css.photo}
          src={photo.webp}
          alt={`Portrait of ${founder.name}`}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div>
        <h2 id={headingId} className={css.heading}>
          {mentor.heading}
        </h2>
        <p className={css.who}>
          {founder.name}, {founder.title}
        </p>
        <p className={css.text}>{mentor.text}</p>
      </div>
    </aside>
  );
}
