import { carouselCopy, type Testimonial } from '../../content/testimonials.ts';
import * as css from './TestimonialsCarousel.css.ts';

/**
 * One slide. Slides out of view are `inert`: their links cannot be tabbed to (which would scroll the
 * carousel's clipped viewport behind Swiper's back) and screen readers skip them.
 */
export function TestimonialSlide({
  testimonial,
  label,
  current,
}: {
  testimonial: Testimonial;
  label: string;
  current: boolean;
}) {
  const { quote, author, handle, profileUrl, avatar, followers } = testimonial;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern, a group with aria-roledescription; a fieldset is for form controls.
    <div className={css.slide} role="group" aria-roledescription="slide" aria-label={label} inert={!current}>
      <figure className={css.card}>
        <blockquote className={css.quote}>
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className={css.author}>
          <img className={css.avatar} src={avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <span className={css.who}>
            <span className={css.name}>{author}</span>
            {(handle || followers) && (
              <span className={css.meta}>
                {handle &&
                  (profileUrl ? (
                    <a className={css.handle} href={profileUrl} target="_blank" rel="noopener noreferrer">
                      {handle}
                    </a>
                  ) : (
                    <span className={css.handle}>{handle}</span>
                  ))}
                {handle && followers && ' · '}
                {followers && carouselCopy.followers(followers)}
              </span>
            )}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
