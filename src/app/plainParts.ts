/**
 * Parts of a prerendered page that act without the page's app (docs/architecture.md#the-app-on-demand): the hero's
 * muted loop, which plays once the page is idle, before any input. Each is marked in the HTML its component renders;
 * the entry starts those of the page it loads, and the component those of a page the app renders. Their code comes
 * when first asked for, at idle like the cookie banner's: none of it is needed for the page's first paint.
 */
import { loadUntilLoaded } from '../lib/loadUntilLoaded.ts';

/** Spread by HeroVideo on the loop's box. The bootstrap leaves the buttons of such parts to them (earlyInput.ts). */
export const HERO_LOOP_BOX = { 'data-plain-part': 'hero-loop' } as const;

/** Starts the hero's loop in its box (components/marketing/heroLoop.ts). Returns a cancel for a start still waiting. */
export function startHeroLoop(box: HTMLElement): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  void loadUntilLoaded(() => import('../components/marketing/heroLoop.ts')).then((loop) => {
    if (!cancelled) cancel = loop.startHeroLoop(box);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** Starts the plain parts of the prerendered page. */
export function startPlainParts(): void {
  const heroLoop = document.querySelector<HTMLElement>('[data-plain-part="hero-loop"]');
  if (heroLoop) startHeroLoop(heroLoop);
}
