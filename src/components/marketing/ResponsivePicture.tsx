import type { PosterSet } from '../../content/media.ts';

/**
 * A poster in AVIF, then WebP, then JPEG, each at 480 px and full width, with its intrinsic size so the box
 * is reserved before any byte arrives. `priority` marks the page's largest image (its LCP element).
 */
export function ResponsivePicture({ image, sizes, className, alt = '', priority = false }: { image: PosterSet; sizes: string; className?: string; alt?: string; priority?: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={`${image.avif480} 480w, ${image.avif} ${image.width}w`} sizes={sizes} />
      <source type="image/webp" srcSet={`${image.webp480} 480w, ${image.webp} ${image.width}w`} sizes={sizes} />
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
