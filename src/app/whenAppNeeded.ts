/**
 * When the page's app starts: React, the page's modules and the hydration of the page. Not at load: until then the
 * prerendered page is complete to read, the bootstrap keeps what is submitted and holds what is tapped, and the
 * entry shows the forms' drafts, delivers, notifies and asks for consent without React. The island runtime starts it
 * by the page's own `data-start` triggers (initial/islands.ts, docs/architecture.md#how-a-page-starts):
 * - the page's root carries `input`: the visitor's first touch, key, focus, scroll or pointer movement outside an
 *   island (noted by the bootstrap: src/initial/engagement.ts);
 * - a part that acts on arrival carries `load` (a page that sends the visitor on or looks something up), one that
 *   acts while seen `visible` (the carousel that advances itself, the pricing table that loads its frame). Not
 *   before: a part below the fold is seen after a scroll, which starts the app anyway;
 * - a page without prerendered content (the app shell) starts it at once.
 * The install card, and the in-app hint in its place, wait a while after the app has started
 * (src/pwa/useInstallCardDue.ts): a visitor who has not touched the page yet is not asked to install it.
 */
import { ISLAND, START } from '../initial/islandAttributes.ts';
import { whenTriggered } from '../initial/islands.ts';

export function whenAppNeeded(root: HTMLElement): Promise<void> {
  if (!root.hasChildNodes()) return Promise.resolve();
  const parts = [root, ...root.querySelectorAll<HTMLElement>(`[${START}]:not([${ISLAND}])`)];
  let stops: (() => void)[] = [];
  const needed = new Promise<void>((resolve) => {
    stops = parts.map((part) => whenTriggered(part, resolve));
  });
  // The first trigger to fire starts the app; the others are not needed any more.
  void needed.then(() => {
    for (const stop of stops) stop();
  });
  return needed;
}
