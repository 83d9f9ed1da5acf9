/**
 * Copy of /np1, the main video-sales page, whose headings /vsl1, /vsl3 and /superteam reuse (their own copy is
 * in vsl.ts). The `<h1>` comes from the route table.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

export const np1Copy = {
  lede: `Watch how ${brand.product} finds the conversations worth joining and drafts your reply, then claim 50% off your first month.`,
  testimonialsHeading: 'What our customers say',
  plansHeading: 'Pick your plan',
  plansIntro: 'Half price for your first month. Every plan includes ReplyRadar Analytics.',
  radarHeading: 'Just want the analytics?',
};

/** /np1's description; its title is its heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  Np1Page: { description: 'Watch the demo, then get 50% off your first month on ReplyRocket and Ultimate plans.' },
});
