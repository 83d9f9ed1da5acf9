/**
 * Copy of the short links we hand out, /demo and /watch, which send the visitor on to /np1 at once
 * (docs/product.md#short-links). The `<h1>` comes from the route table.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

/** What the page says in case it has not moved on by itself. */
export const shortLinkCopy = {
  stuck: 'If nothing happens,',
  openDemo: 'open the demo',
};

/** The description both links share; the title is their heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  RedirectToDemoPage: { description: `Watch the ${brand.product} demo.` },
});
