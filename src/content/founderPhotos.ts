/**
 * The founders' portraits (founders.ts says whose is whose), apart from media.ts so that only the pages showing a
 * founder load them. Generated like the rest of the site's media (scripts/media/README.md).
 */
export interface FounderPhoto {
  avif: string;
  webp: string;
  width: number;
  height: number;
  alt: string;
}

/** Illustrated founder portraits (not photographs of real people). */
export const founderPhotos: FounderPhoto[] = [
  {
    avif: '/images/founders/founder-1.avif',
    webp: '/images/founders/founder-1.webp',
    width: 480,
    height: 480,
    alt: 'Illustrated portrait of a founder with glasses',
  },
  {
    avif: '/images/founders/founder-2.avif',
    webp: '/images/founders/founder-2.webp',
    width: 480,
    height: 480,
    alt: 'Illustrated portrait of a founder with long dark hair',
  },
];
