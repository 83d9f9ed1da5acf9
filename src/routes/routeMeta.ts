/**
 * Each route's `<title>` and meta description. The prerender writes them into every page's HTML, so the
 * browser needs them only when the app moves to another page: RouteEffects loads this module then, and no
 * page's first download carries the prose of all the others (0.8 KB gzip on every route).
 */
import { brand } from '../content/brand.ts';
import { founders } from '../content/founders.ts';
import { REDIRECT_PATHS, type RouteDef } from './routeTable.ts';

export interface RouteMeta {
  title: string;
  description: string;
}

const P = brand.product;

/** By route path: the description, and the title where it is not "<heading> | ReplyRocket". */
const byPath: Record<string, { title?: string; description: string }> = {
  '/': {
    title: `${P}: grow on X with AI-drafted replies`,
    description:
      'Get alerts for viral conversations in your niche with replies drafted in your voice. Trusted by 100+ top Web3 projects. Start a free 7-day trial.',
  },
  '/privacy': { description: `How ${brand.company} collects, uses and protects your personal data.` },
  '/terms': { description: `The terms that govern your use of ${P}.` },
  '/california-privacy': {
    description: 'Your rights under the CCPA and how to exercise them. We answer requests within 45 days.',
  },
  '/notsell': { description: `${P} does not sell your personal information.` },
  '/cookie-policy': { description: 'What we store in your browser, why, and how to change your choices.' },
  '/np1': { description: 'Watch the demo, then get 50% off your first month on ReplyRocket and Ultimate plans.' },
  '/signup': {
    title: `Start your free trial | ${P}`,
    description: 'Tell us your X handle and we will set up your 7-day free trial and strategy call.',
  },
  '/vsl1': { description: `How ${P} finds the conversations worth replying to and drafts the reply for you.` },
  '/vsl2': { description: 'Your free trial is being set up. Book your strategy call to get the most out of it.' },
  '/vsl3': { description: `See how Web3 teams grow on X in one hour a day with ${P}.` },
  '/upgrade': { description: 'Move to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.' },
  '/l1': {
    description:
      'Claim one of our limited free trials: alerts for viral conversations with replies drafted in your voice.',
  },
  '/superteaml1': {
    title: `London BuildStation exclusive | ${P}`,
    description: 'A special free-trial offer for the London BuildStation community.',
  },
  '/embed': { description: `Start a free ${P} trial.` },
  '/superteam': {
    title: `Exclusive Offer for London BuildStation | ${P}`,
    description: 'Watch the demo and claim 50% off your first month.',
  },
  '/signupoffer': { description: 'ReplyRocket Core, Pro and Ultimate: pick the plan that fits your growth.' },
  '/signupoffervip25': { description: 'Your VIP code takes 25% off the first month of Pro or Ultimate.' },
  ...Object.fromEntries(
    founders.map((founder) => [
      `/${founder.slug}`,
      {
        title: `${founder.name}, ${founder.title} | ${P}`,
        description: `${founder.name}, ${founder.title} at ${P}. Book a demo, watch the product demo or connect on LinkedIn and Telegram.`,
      },
    ]),
  ),
  '/signup-with-crypto': {
    title: `Sign up and pay with crypto | ${P}`,
    description: `Sign up to ${P} and pay in ETH, SOL or on Base.`,
  },
  '/signupwithcrypto': {
    title: `Three-month plans with crypto | ${P}`,
    description: `Sign up to a three-month ${P} plan and pay in ETH, SOL or on Base.`,
  },
  '/crypto-transaction/:clientId?': { description: 'Send your payment and tell us the transaction.' },
  '/crypto-transaction-success': {
    title: `Payment received | ${P}`,
    description: 'We will verify your payment and activate your subscription.',
  },
  '/pricing': { description: `Compare ${P} plans and subscribe by card.` },
  ...Object.fromEntries(REDIRECT_PATHS.map((path) => [path, { description: `Watch the ${P} demo.` }])),
  '*': { title: `Page not found | ${P}`, description: 'This page does not exist.' },
};

export function metaFor(def: RouteDef): RouteMeta {
  const meta = byPath[def.path];
  if (!meta) throw new Error(`routeMeta.ts has no title and description for ${def.path}`);
  return { title: meta.title ?? `${def.heading} | ${P}`, description: meta.description };
}
