/**
 * Copy of the demo-video popup (docs/product.md#demo-popup). Imported only by the popup, which loads on
 * demand, so none of it weighs on a page's first load.
 */
import { brand } from './brand.ts';

export const demoPopupCopy = {
  /** The dialog's accessible name. */
  title: `${brand.product} product demo`,
  description: `A 44-second tour of ${brand.product}: alerts for viral conversations, drafted replies and ReplyRadar analytics.`,
  /** The toast shown for 4 s while the video plays muted (docs/product.md#demo-popup). */
  soundToast: 'Click anywhere for sound',
  /** The hint button over the video while it plays muted. */
  soundHint: 'Click for sound',
  play: 'Play demo video',
  close: 'Close demo video',
};
