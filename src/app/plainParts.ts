/**
 * Parts of a prerendered page that act without the page's app (docs/architecture.md#the-app-on-demand): the hero's
 * muted loop, which plays once the page is idle, and the demo popup that opens on arrival, which plays, speaks and
 * closes before any input has started the app. Each is marked in the HTML its component renders; the entry starts
 * those of the page it loads, and the component those of a page the app renders. Their code (a few KB) comes when
 * first asked for, as a chunk of its own: none of it is needed for the page's first paint.
 */
import { loadUntilLoaded } from '../lib/loadUntilLoaded.ts';

/**
 * Set on a part once its code has taken it: the bootstrap then leaves its buttons to it
 * (forms/handover/earlyInput.ts). A tap before then is held for the app, like any other.
 */
const PLAIN_READY = 'data-plain-ready';

/**
 * Starts a part once its code (`load`) is there, and marks it taken. Returns a stop, which also cancels a start still
 * waiting for its code.
 */
function startPart<M>(part: HTMLElement, load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadUntilLoaded(load).then((module) => {
    if (stopped) return;
    stop = start(module);
    part.setAttribute(PLAIN_READY, '');
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Spread by HeroVideo on the loop's box. */
export const HERO_LOOP_BOX = { 'data-plain-part': 'hero-loop' } as const;

/** Starts the hero's loop in its box (components/marketing/heroLoop.ts). Returns a cancel for a start still waiting. */
export function startHeroLoop(box: HTMLElement): () => void {
  return startPart(
    box,
    () => import('../components/marketing/heroLoop.ts'),
    (loop) => loop.startHeroLoop(box),
  );
}

/** Spread by DemoVideoPopup on its dialog. */
export const DEMO_POPUP = { 'data-plain-part': 'demo-popup' } as const;

const loadDemoPopupControl = () => import('../components/marketing/demoPopupControl.ts');

/** Downloads the popup's behaviour ahead of its opening. */
export function preloadDemoPopupControl(): void {
  void loadUntilLoaded(loadDemoPopupControl);
}

/**
 * Gives the demo popup its behaviour (components/marketing/demoPopupControl.ts) once its code is there. Returns a
 * detach for when its markup leaves the page, which closes it.
 */
export function controlDemoPopup(
  dialog: HTMLDialogElement,
  options: { onArrival: boolean; onClosed?: () => void },
): () => void {
  return startPart(dialog, loadDemoPopupControl, (control) => control.controlDemoPopup(dialog, options));
}

/** Starts the plain parts of the prerendered page: only a popup that opens on arrival is prerendered. */
export function startPlainParts(): void {
  const heroLoop = document.querySelector<HTMLElement>('[data-plain-part="hero-loop"]');
  if (heroLoop) startHeroLoop(heroLoop);
  const popup = document.querySelector<HTMLDialogElement>('[data-plain-part="demo-popup"]');
  if (popup) controlDemoPopup(popup, { onArrival: true });
}
