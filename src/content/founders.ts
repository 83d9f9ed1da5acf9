/**
 * Founder profiles. SAMPLE CONTENT: fictional people with illustrated portraits, to be replaced by the
 * real founders' names, bios and links before launch. The slug is the page's route (`/{slug}`).
 * Sample founders have no personal profile links (a made-up profile address may belong to a real person):
 * their page's LinkedIn and Telegram buttons reach the company's own channels from config instead.
 */
export interface Founder {
  slug: string;
  name: string;
  title: string;
  bio: string[];
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
    bio: [
      'Maya ran growth for Web3 projects before building ReplyRocket, and learnt the hard way that the fastest way to grow on X is to show up early in the right conversations.',
      'She works with every new customer on their lists and tone of voice in the first week.',
    ],
    photoIndex: 0,
  },
  {
    slug: 'theo',
    name: 'Theo Marsh',
    title: 'Co-founder & CTO',
    bio: [
      'Theo builds the engine that scores conversations for virality and drafts replies in your voice.',
      'Before ReplyRocket he built data pipelines for trading desks, which is why alerts arrive in seconds, not hours.',
    ],
    photoIndex: 1,
  },
];

export function founderBySlug(slug: string): Founder | undefined {
  return founders.find((founder) => founder.slug === slug);
}
