/**
 * Copy of the trial landing pages /l1 and /superteaml1 (docs/product.md#trial-landing-pages). The `<h1>` comes from
 * the route table.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';
import { stats, type Stat } from './stats.ts';

export const landing = {
  lede: 'Alerts for viral conversations in your niche, with replies drafted in your tone of voice. You post in one click.',
  features: [
    'Trending conversations ranked by a virality score',
    '4 AI-drafted replies per alert, in your tone of voice',
    'Alerts in Slack, Discord and Telegram',
    'ReplyRadar Analytics: see which replies grow your account',
    'No delegate access, no auto-posting, no bots',
  ],
  featuresHeading: `What you get with ${brand.product}`,
  formHeading: 'Start your free 7-day trial',
  limitedBadge: 'Limited Free Trials',
  /** Its 'Watch Demo' goes to /np1, where the demo opens on arrival. */
  watchDemo: 'Watch Demo',
  testimonialsHeading: 'What our customers say',
  trustedLine: 'Trusted by 100+ top web3 projects',
  legalPrefix: 'By starting a trial you agree to our',
};

/** The partner page's badge (docs/product.md#trial-landing-pages). */
export const partnerBadge = 'London BuildStation Exclusive / Special';

/** The phone layout's three stats: the three growth figures. */
export const landingStats: Stat[] = stats.slice(0, 3);

export const mentor = {
  heading: 'Your strategy call',
  /** Which founder mentors trial users on the landing pages (index into `founders`). */
  founderIndex: 0,
  text: 'Every trial starts with a 30-minute call: we build your lists, set your tone of voice and show you how to turn alerts into followers.',
};

/** The two pages' descriptions, and the partner page's title (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  L1Page: {
    description:
      'Claim one of our limited free trials: alerts for viral conversations with replies drafted in your voice.',
  },
  SuperteamL1Page: {
    title: `London BuildStation exclusive | ${brand.product}`,
    description: 'A special free-trial offer for the London BuildStation community.',
  },
});
