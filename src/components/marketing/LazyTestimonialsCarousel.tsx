import { type ComponentProps, useEffect } from 'react';
import { lazyLayer, OptionalLayer } from '../../app/OptionalLayer.tsx';
import type { TestimonialsCarousel } from './TestimonialsCarousel.tsx';
// The styles stay in the page: the prerender inlines them with the page's, so the carousel paints styled.
import { root } from './TestimonialsCarousel.css.ts';

const Carousel = lazyLayer(
  () => import('./TestimonialsCarousel.tsx'),
  (module) => module.TestimonialsCarousel,
);

/**
 * A press on one of the carousel's buttons while its code is on its way. React cannot hydrate the carousel without
 * its code and drops what is aimed at it meanwhile, so it is held here, and made again once the carousel is React's.
 * Only the last press is kept: two presses on Next before the code came are one.
 */
let live = false;
let held: HTMLButtonElement | null = null;

/** Listens only while the carousel is not live (LazyTestimonialsCarousel adds it, nowLive takes it away). */
function holdPress(event: MouseEvent): void {
  const button = (event.target as Element).closest?.('button');
  if (!button?.closest(`.${root}`)) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

function nowLive(): void {
  live = true;
  document.removeEventListener('click', holdPress, true);
  const press = held;
  held = null;
  if (press?.isConnected) press.click();
}

/**
 * The testimonials carousel with its code in a chunk of its own, fetched beside the page's rather than in it.
 * It sits below the first screen everywhere, so nobody interacts with it first: hydration leaves its
 * prerendered markup as it is until the code arrives, then hydrates it on its own (a smaller task), and the
 * page's first download is ~2.5 KB gzip lighter. Only on a client-side navigation is there a moment without it.
 */
export function LazyTestimonialsCarousel(props: Omit<ComponentProps<typeof TestimonialsCarousel>, 'onLive'>) {
  // In the capture phase on the document: React's own listener, on the page's root, would stop the press first.
  useEffect(() => {
    if (live) return;
    document.addEventListener('click', holdPress, true);
    return () => document.removeEventListener('click', holdPress, true);
  }, []);
  return (
    <OptionalLayer>
      <Carousel {...props} onLive={nowLive} />
    </OptionalLayer>
  );
}
