import type { ComponentProps } from 'react';
import { lazyLayer, OptionalLayer } from '../../app/OptionalLayer.tsx';
import type { TestimonialsCarousel } from './TestimonialsCarousel.tsx';
// The styles stay in the page: the prerender inlines them with the page's, so the carousel paints styled.
import './TestimonialsCarousel.css.ts';

const Carousel = lazyLayer(
  () => import('./TestimonialsCarousel.tsx'),
  (module) => module.TestimonialsCarousel,
);

/**
 * The testimonials carousel with its code in a chunk of its own, fetched beside the page's rather than in it.
 * It sits below the first screen everywhere, so nobody interacts with it first: hydration leaves its
 * prerendered markup as it is until the code arrives, then hydrates it on its own (a smaller task), and the
 * page's first download is ~2.5 KB gzip lighter. Only on a client-side navigation is there a moment without it.
 */
export function LazyTestimonialsCarousel(props: ComponentProps<typeof TestimonialsCarousel>) {
  return (
    <OptionalLayer>
      <Carousel {...props} />
    </OptionalLayer>
  );
}
