import type { PosterSet } from '../../content/media.ts';

/** `srcset` of one format: the narrower copies, then the full size. */
function srcSet(image: PosterSet, format: 'avif' | 'webp'): string {
  return [...image.narrower, image].map((copy) => `${copy[format]} ${copy.width}w`).join(', ');
}

/**
 * A poster in AVIF, then WebP, then JPEG, each in several widths, with its intrinsic size so the box is
 * reserved before any byte arrives. `priority` marks the page's largest image (its LCP element).
 */
export function ResponsivePicture({
  image,
  sizes,
  className,
  alt = '',
  priority = false,
}: {
  image: PosterSet;
  sizes: string;
  className?: string;
  alt?: string;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={image.jpg}
        alt={alt}
        width={image.width}
        height={image.height}
        fetchPriority={priority ? 'high' : 'auto'}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
