/**
 * The demo popup's behaviour, plain DOM acting without the page's app (docs/architecture.md#the-app-on-demand): the
 * popup that opens on arrival plays, speaks and closes before any input has started the app. It is marked in the
 * HTML its component renders; the entry starts the prerendered one, and the component one the app renders. Its code
 * (a few KB) comes when first asked for, as a chunk of its own: none of it is needed for the page's first paint.
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
  const popup = document.querySelector<HTMLDialogElement>('[data-plain-part="demo-popup"]');
  if (popup) controlDemoPopup(popup, { onArrival: true });
}
