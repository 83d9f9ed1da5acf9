/**
 * Founder profiles. SAMPLE CONTENT: fictional people with illustrated portraits, to be replaced by the
 * real founders' names, bios (founderBios.ts) and links before launch. The slug is the page's route (`/{slug}`).
 * Sample founders have no personal profile links (a made-up profile address may belong to a real person):
 * their page's LinkedIn and Telegram buttons reach the company's own channels from config instead.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

export interface Founder {
  slug: string;
  name: string;
  title: string;
  /** Personal profiles; real founders only. Without them the buttons go to the company's LinkedIn and Telegram. */
  linkedInUrl?: string;
  telegramUrl?: string;
  photoIndex: number;
}

export const founders: Founder[] = [
  {
    slug: 'maya',
    name: 'Maya Ellison',
    title: 'Co-founder & CEO',
    photoIndex: 0,
  },
  {
    slug: 'theo',
    name: 'Theo Marsh',
    title: 'Co-founder & CTO',
    photoIndex: 1,
  },
];

export function founderBySlug(slug: string): Founder | undefined {
  return founders.find((founder) => founder.slug === slug);
}

/** Each founder's page is titled with their name and role (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  FounderPage: {
    byPath: Object.fromEntries(
      founders.map(({ slug, name, title }) => [
        `/${slug}`,
        {
          title: `${name}, ${title} | ${brand.product}`,
          description: `${name}, ${title} at ${brand.product}. Book a demo, watch the product demo or connect on LinkedIn and Telegram.`,
        },
      ]),
    ),
  },
});
