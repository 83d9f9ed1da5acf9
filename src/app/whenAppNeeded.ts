/**
 * When the page's app starts: React, the page's modules and the hydration of the page. Not at load: until then the
 * prerendered page is complete to read, the bootstrap keeps what is submitted and holds what is tapped, and the
 * entry delivers, notifies and asks for consent without React. It starts when something needs it
 * (docs/architecture.md#how-a-page-starts):
 * - the visitor touches, types, focuses, scrolls or moves the pointer (noted by the bootstrap: src/initial/engagement.ts);
 * - the page has a part that acts on arrival, marked `data-app-start="load"` in its prerendered HTML (a page that
 *   sends the visitor on or looks something up), or no prerendered content at all (the app shell). The parts that
 *   act on arrival without React (the islands: initial/islands.ts) do not start it;
 * - a form on the page has a draft to show (a stored one is shown at once);
 * - a part marked `data-app-start="visible"` is in the viewport (the carousel that advances itself, the pricing
 *   table that loads its frame). Not before: a part below the fold is seen after a scroll, which starts the app
 *   anyway, and on a landing page the part just below the popup open on arrival is behind it.
 * The install card, and the in-app hint in its place, wait a while after the app has started
 * (src/pwa/useInstallCardDue.ts): a visitor who has not touched the page yet is not asked to install it.
 */
import { loadDraft } from '../initial/drafts.ts';
import { APP_START_ATTRIBUTE } from './appStartMarkers.ts';
import { ENGAGED_ATTRIBUTE, isEngaged } from '../initial/engagement.ts';

function neededAtLoad(root: HTMLElement): boolean {
  if (!root.hasChildNodes() || document.querySelector(`[${APP_START_ATTRIBUTE}="load"]`)) return true;
  return [...document.querySelectorAll<HTMLElement>('[data-draft]')].some(
    (form) => form.dataset.draft !== undefined && loadDraft(form.dataset.draft) !== undefined,
  );
}

export function whenAppNeeded(root: HTMLElement): Promise<void> {
  if (isEngaged() || neededAtLoad(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const start = () => {
      for (const stop of stops) stop();
      resolve();
    };

    const engagement = new MutationObserver(() => isEngaged() && start());
    engagement.observe(document.documentElement, { attributes: true, attributeFilter: [ENGAGED_ATTRIBUTE] });
    stops.push(() => engagement.disconnect());

    const visible = document.querySelectorAll(`[${APP_START_ATTRIBUTE}="visible"]`);
    if (visible.length > 0) {
      const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
      for (const element of visible) seen.observe(element);
      stops.push(() => seen.disconnect());
    }
  });
}
