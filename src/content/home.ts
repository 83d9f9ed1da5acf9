/**
 * Copy of the home page (docs/product.md#home). The `<h1>` comes from the route table (`headingFor('/')`);
 * everything else a visitor reads on `/` lives here.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

export interface TitledText {
  title: string;
  text: string;
}

export const homeHero = {
  subline:
    'Get alerts for viral conversations in your niche, with replies drafted in your tone of voice and ranked by virality. No bots, no auto-posting: you post in one click and grow in one hour a day.',
  watchDemo: 'Watch Demo',
  howItWorks: 'How It Works',
};

export const homeFeatures = {
  heading: 'Everything you need to grow on X',
  lede: 'Three tools that find the conversations worth joining and hand you the words to join them.',
  cardHint: 'Hover or tap a card for details.',
  claimsHeading: 'Built to keep your account yours',
  growthLine: 'Growth in one hour a day.',
};

export const homeInsights = {
  heading: 'Dashboard insights',
  lede: 'One dashboard shows where your growth comes from.',
  items: [
    {
      title: 'Watchlist Radar',
      text: 'Follow the accounts that matter in your niche and catch their conversations as they take off.',
    },
    {
      title: 'Account Insights',
      text: 'See how each of your X accounts grows: followers, replies and impressions over time.',
    },
    { title: 'Performance Tracking', text: 'Know which replies earned engagement and double down on what works.' },
  ] satisfies TitledText[],
};

export const homeAudiences = {
  heading: `Who ${brand.product} is for`,
  items: [
    {
      title: 'Web3 projects',
      text: 'Put your project in front of the traders and builders already talking about your space.',
    },
    { title: 'Founders', text: 'Build a following that opens doors, without spending your day on X.' },
    { title: 'Growth marketers', text: 'Turn trending conversations into a repeatable growth channel.' },
    { title: 'Social media managers', text: 'Reply first on every account you run, in each brand’s voice.' },
    { title: 'Agencies', text: 'Run engagement for many clients from one set of alerts.' },
    { title: 'Creators', text: 'Grow your audience by adding to the conversations people already read.' },
  ] satisfies TitledText[],
};

export const homeTestimonials = {
  heading: 'Loved by Web3 teams',
};

/** The list itself is `ultimateHighlights` in plans.ts, shared with the offer pages. */
export const homeUltimate = {
  heading: 'Reply Rocket Ultimate',
  lede: 'Everything we make, with a day of hands-on help.',
  cta: 'Get Ultimate',
};

export const homePricing = {
  heading: 'Choose Your Plan',
};

export const homeReplyRadar = {
  heading: 'ReplyRadar',
  lede: 'Track every reply. Monitor what works.',
  items: [
    { title: 'Track every reply', text: 'Every reply from every one of your X accounts, in one place.' },
    {
      title: 'Monitor what works',
      text: 'See which replies earn impressions, likes and follows, and which fall flat.',
    },
    { title: 'Watch your competitors', text: 'Keep a watchlist of up to 20 handles and learn from how they reply.' },
  ] satisfies TitledText[],
};

export const homeClosing = {
  heading: 'Ready to grow on X?',
  text: 'Start your free 7-day trial today, or meet the founders and see how it fits your growth plan.',
  signup: 'Signup Now',
  meetFounders: 'Meet the founders',
};

/** The home page's title and description (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  HomePage: {
    title: `${brand.product}: grow on X with AI-drafted replies`,
    description:
      'Get alerts for viral conversations in your niche with replies drafted in your voice. Trusted by 100+ top Web3 projects. Start a free 7-day trial.',
  },
});
