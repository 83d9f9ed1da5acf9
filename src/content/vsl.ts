/**
 * Copy of the video-sales pages (/vsl1, /vsl2, /vsl3, /upgrade, /superteam; /np1's, which they share, is in
 * np1.ts, so /np1 downloads only its own). The product gave no content for
 * /vsl1-3 and /upgrade: they are built in the family of /np1, each for one moment of the funnel:
 * /vsl1 for cold traffic (what it does), /vsl2 for new trial leads (what happens next, book the call),
 * /vsl3 for busy founders (one hour a day), /upgrade for ReplyRadar customers moving up.
 * The `<h1>` of each page comes from the route table.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';
import { upgradeRefund } from './offers.ts';

const P = brand.product;

export interface Step {
  title: string;
  text: string;
}

export const vsl1Copy = {
  lede: `The fastest way to grow on X is to show up early in the right conversations. ${P} finds them and drafts your reply.`,
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'We watch your niche',
      text: 'Alerts find the conversations taking off among the accounts you follow, ranked by a virality score.',
    },
    {
      title: 'AI drafts four replies',
      text: 'Each alert comes with four contextual replies written in your tone of voice.',
    },
    {
      title: 'You post in one click',
      text: 'No delegate access, no auto-posting, no bots: you choose the reply and post it yourself.',
    },
  ] satisfies Step[],
};

export const vsl2Copy = {
  lede: 'Your free 7-day trial is being set up. Three steps and you are growing.',
  stepsHeading: 'What happens next',
  steps: [
    {
      title: 'Watch your inbox',
      text: 'We email your trial access within one working day, to the address you gave us.',
    },
    {
      title: 'Book your strategy call',
      text: 'In 30 minutes we build your lists and tune your tone of voice with you, so your first alerts are the right ones.',
    },
    {
      title: 'Get your first alerts',
      text: 'Alerts with drafted replies arrive in Slack, Discord or Telegram. Reply in one click, in one hour a day.',
    },
  ] satisfies Step[],
  callHeading: 'Book your strategy call now',
  callText: 'Trials with a strategy call get their first alerts the same day. The slots this week go fast.',
  callCta: 'Book Your Strategy Call',
  telegramCta: 'Chat in Telegram',
  videoHeading: 'Watch the demo while you wait',
  plansHeading: 'Ready now? Skip the wait',
  plansIntro: 'Start a plan today at half price for your first month.',
};

export const vsl3Copy = {
  lede: `No bots, no auto-posting, no agency. ${P} hands you the conversations and the words; you spend one hour a day.`,
  hourHeading: 'Your hour a day',
  hour: [
    {
      title: '10 minutes: read your alerts',
      text: 'The conversations taking off in your niche, ranked by virality, in Slack, Discord or Telegram.',
    },
    {
      title: '40 minutes: reply',
      text: 'Pick one of four drafted replies in your voice, tweak it if you like, post in one click.',
    },
    { title: '10 minutes: see what worked', text: 'ReplyRadar shows which replies earned impressions and follows.' },
  ] satisfies Step[],
};

export const upgradeCopy = {
  lede: 'You already track your replies with ReplyRadar. Pro and Ultimate find the conversations and draft the replies too.',
  refund: upgradeRefund,
  refundHeading: 'Your ReplyRadar month, refunded',
  stepsHeading: 'How upgrading works',
  steps: [
    { title: 'Choose Pro or Ultimate', text: 'Both include ReplyRadar Analytics, so you lose nothing you use today.' },
    { title: 'Pay by card', text: 'Checkout opens in a new tab. Your plan starts as soon as you pay.' },
    { title: 'We refund ReplyRadar', text: 'The whole ReplyRadar payment for this month goes back to your card.' },
  ] satisfies Step[],
  plansHeading: 'Choose your upgrade',
  videoHeading: 'See what Pro and Ultimate add',
};

export const superteamCopy = {
  lede: 'For the London BuildStation community: watch the demo, then take 50% off your first month.',
  plansHeading: 'Pricing',
  plansIntro: 'Half price for your first month with the community code.',
};

export const signupOfferCopy = {
  lede: `Watch the demo, then pick the plan that fits your growth. Every plan includes ReplyRadar Analytics.`,
  plansHeading: 'Plans and pricing',
  plansIntro: 'Billed monthly. Cancel with 30 days’ notice.',
};

export const vip25Copy = {
  lede: 'Your VIP code takes 25% off the first month of ReplyRocket Pro or Ultimate. It is already applied when you check out.',
  plansHeading: 'Your VIP prices',
  plansIntro: 'The discount applies to your first month; the plan then renews at its regular monthly price.',
};

export const pricingCopy = {
  lede: 'Every plan includes ReplyRadar Analytics. Subscribe by card; billed monthly, cancel with 30 days’ notice.',
  tableHeading: 'Plans',
};

export const founderPageCopy = {
  demoHeading: `Watch the ${P} demo`,
  bookDemo: 'Book a Demo',
  linkedIn: 'LinkedIn',
  telegram: 'Telegram',
};

/**
 * The descriptions of the pages whose copy is here, and the titles that are not their heading's
 * (src/routes/routeMeta.ts). The founders' pages have theirs in founders.ts.
 */
export const meta = (): PageMetas => ({
  Vsl1Page: { description: `How ${P} finds the conversations worth replying to and drafts the reply for you.` },
  Vsl2Page: { description: 'Your free trial is being set up. Book your strategy call to get the most out of it.' },
  Vsl3Page: { description: `See how Web3 teams grow on X in one hour a day with ${P}.` },
  UpgradePage: { description: 'Move to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.' },
  SuperteamPage: {
    title: `Exclusive Offer for London BuildStation | ${P}`,
    description: 'Watch the demo and claim 50% off your first month.',
  },
  SignupOfferPage: { description: 'ReplyRocket Core, Pro and Ultimate: pick the plan that fits your growth.' },
  SignupOfferVip25Page: { description: 'Your VIP code takes 25% off the first month of Pro or Ultimate.' },
  PricingPage: { description: `Compare ${P} plans and subscribe by card.` },
});
