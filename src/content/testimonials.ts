/**
 * SAMPLE CONTENT: six fictional testimonials with illustrated avatars, standing in for real customer quotes
 * until the team has their permission to publish them. No real person's name, photo or handle is used, and
 * no sample handle is linked: a made-up handle may still belong to a real account, so only a real
 * testimonial gets a `profileUrl`.
 */
import { avatars } from './media.ts';

export interface Testimonial {
  quote: string;
  author: string;
  /** The author's X handle, starting with '@'. */
  handle?: string;
  /** The author's X profile (`https://x.com/<handle>`): the handle links there. Real testimonials only. */
  profileUrl?: string;
  /** Image URL of the author's avatar. */
  avatar: string;
  /** Follower count as shown, e.g. '12.4K'. */
  followers?: string;
}

/** Names and labels of the testimonials carousel (docs/product.md#testimonials-carousel): every control is named. */
export const carouselCopy = {
  /** The carousel's name when the page gives it no heading. */
  label: 'Testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  startAutoplay: 'Start automatic slide show',
  stopAutoplay: 'Stop automatic slide show',
  /** A dot button (landing pages). */
  dot: (position: number) => `Show testimonial ${position}`,
  /** A slide's name: '2 of 6'. */
  slide: (position: number, count: number) => `${position} of ${count}`,
  followers: (followers: string) => `${followers} followers`,
};

/** The n-th illustrated avatar (1-based, as the files are numbered). */
const avatar = (n: number): string => avatars[n - 1] ?? avatars[0]!;

export const testimonials: Testimonial[] = [
  {
    quote:
      'We reply to the right threads within minutes now. Engagement on our project account nearly doubled in the first month.',
    author: 'Priya Sample',
    handle: '@sample_priya',
    avatar: avatar(1),
    followers: '18.2K',
  },
  {
    quote:
      'The drafted replies actually sound like me. I tweak a word or two and post: one hour a day is all it takes.',
    author: 'Jonas Example',
    handle: '@sample_jonas',
    avatar: avatar(2),
    followers: '7.9K',
  },
  {
    quote: 'The virality score tells us which conversations are worth our time. Our impressions are up by a third.',
    author: 'Amara Placeholder',
    handle: '@sample_amara',
    avatar: avatar(3),
    followers: '32K',
  },
  {
    quote: 'We run engagement for eight clients from one set of alerts. It replaced two tools and a lot of scrolling.',
    author: 'Leo Fictional',
    handle: '@sample_leo',
    avatar: avatar(4),
    followers: '11.5K',
  },
  {
    quote: 'No bots and no delegate access was the deal-breaker for us, and ReplyRocket gets it right.',
    author: 'Mei Demo',
    handle: '@sample_mei',
    avatar: avatar(5),
    followers: '54K',
  },
  {
    quote: 'ReplyRadar showed us which replies brought followers. We stopped guessing and doubled down on what works.',
    author: 'Sam Testcase',
    avatar: avatar(6),
  },
];
