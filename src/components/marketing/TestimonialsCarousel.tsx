import { START_APP_WHEN_SEEN } from '../../initial/islandAttributes.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type Swiper from 'swiper';
import { carouselCopy, testimonials } from '../../content/testimonials.ts';
import { reducedMotion } from '../../styles/theme.css.ts';
import { ArrowIcon } from './ArrowIcon.tsx';
import { PlayPauseIcon } from './PlayPauseIcon.tsx';
import * as css from './TestimonialsCarousel.css.ts';
import { TestimonialSlide } from './TestimonialSlide.tsx';

/** The carousel moves on every 5000 ms (docs/product.md#testimonials-carousel). */
export const AUTOPLAY_DELAY_MS = 5000;

const SLIDE_SPEED_MS = 400;

/** In loop mode Swiper ignores a move while a slide is still animating in: run it once the slide has landed. */
function whenSettled(swiper: Swiper, move: () => void): void {
  if (swiper.animating) swiper.once('transitionEnd', move);
  else move();
}

/**
 * The testimonials, one at a time. The server renders every slide in Swiper's own layout with the first one
 * showing, so nothing moves when Swiper (loaded only once the carousel is on screen, or on the first press of a
 * control) takes over the same markup.
 *
 * It loops, so there are no ends: previous and next always work and are never disabled (a loop has no
 * ends to disable them at: docs/product.md#testimonials-carousel). Autoplay pauses while the carousel is hovered or
 * holds focus, and can be stopped with its own button; under reduced motion it starts stopped and slides change
 * without animation.
 */
export function TestimonialsCarousel({
  showDots = false,
  heading,
  onLive,
}: {
  showDots?: boolean;
  heading?: string;
  /** Called once it is React's: its controls answer from then on. */
  onLive?: () => void;
}) {
  const count = testimonials.length;
  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [instant, setInstant] = useState(false);
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  /**
   * Swiper from the moment it exists. The state above follows it a render later; a press in between, read from the
   * state, would be taken for a press before Swiper and lost (Swiper, already started, never hears of it).
   */
  const liveSwiper = useRef<Swiper | null>(null);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it has mounted.
  useEffect(() => onLive?.(), []);

  useEffect(() => {
    if (window.matchMedia(reducedMotion).matches) {
      setInstant(true);
      setStopped(true);
    }
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      // On screen, not near it: on /np1 the carousel starts just below a phone's first screen, and a 300 px margin
      // put Swiper's download and set-up (main-thread work) into every page load. The first slide is
      // already painted, so Swiper arriving a moment after it scrolls in changes nothing visible.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!wanted || !element) return;
    let instance: Swiper | undefined;
    let cancelled = false;
    void import('swiper').then(({ default: SwiperCore }) => {
      if (cancelled) return;
      instance = new SwiperCore(element, {
        wrapperClass: css.wrapper,
        slideClass: css.slide,
        slidesPerView: 1,
        loop: true,
        speed: instant ? 0 : SLIDE_SPEED_MS,
        // A control pressed before Swiper arrived already chose a slide: start there.
        initialSlide: activeRef.current,
        on: { slideChange: (self) => setActive(self.realIndex) },
      });
      liveSwiper.current = instance;
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      liveSwiper.current = null;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [wanted, instant]);

  const autoplaying = swiper !== null && !hovered && !focused && !stopped;

  // biome-ignore lint/correctness/useExhaustiveDependencies: active restarts the timer after every slide change, so each slide gets the full delay.
  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => whenSettled(swiper, () => swiper.slideNext()), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoplaying, swiper, active]);

  const go = (to: 'previous' | 'next' | number) => {
    const live = liveSwiper.current;
    if (live) {
      whenSettled(live, () => {
        if (to === 'previous') live.slidePrev();
        else if (to === 'next') live.slideNext();
        else live.slideToLoop(to);
      });
      return;
    }
    setWanted(true);
    setActive((now) => (to === 'previous' ? (now - 1 + count) % count : to === 'next' ? (now + 1) % count : to));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? 'previous' : 'next');
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the WAI-ARIA carousel pattern, a labelled region with aria-roledescription where arrow keys move between slides.
    <section
      ref={root}
      className={css.root}
      // It advances itself while seen.
      {...START_APP_WHEN_SEEN}
      aria-roledescription="carousel"
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': carouselCopy.label })}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {heading && (
        <h2 id={headingId} className={css.heading}>
          {heading}
        </h2>
      )}
      <div ref={viewport} className={css.viewport} aria-live={autoplaying ? 'off' : 'polite'}>
        <div className={css.wrapper}>
          {testimonials.map((testimonial, index) => (
            <TestimonialSlide
              key={testimonial.author}
              testimonial={testimonial}
              label={carouselCopy.slide(index + 1, count)}
              current={index === active}
            />
          ))}
        </div>
      </div>
      <div className={css.controls}>
        <button
          type="button"
          className={css.iconButton}
          aria-label={carouselCopy.previous}
          onClick={() => go('previous')}
        >
          <ArrowIcon direction="left" />
        </button>
        {showDots && (
          <ul className={css.dots}>
            {testimonials.map((testimonial, index) => (
              <li key={testimonial.author}>
                <button
                  type="button"
                  className={css.dot}
                  aria-label={carouselCopy.dot(index + 1)}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
        )}
        <button type="button" className={css.iconButton} aria-label={carouselCopy.next} onClick={() => go('next')}>
          <ArrowIcon direction="right" />
        </button>
        <button
          type="button"
          className={css.iconButton}
          aria-label={stopped ? carouselCopy.startAutoplay : carouselCopy.stopAutoplay}
          onClick={() => setStopped((now) => !now)}
        >
          <PlayPauseIcon paused={stopped} />
        </button>
      </div>
    </section>
  );
}
