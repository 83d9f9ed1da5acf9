import type { ExternalToast } from 'sonner';
import { hideNotice, type NoticeTone, showNotice } from '../initial/notice.ts';
import { loadedSonner, loadSonner, toastViewportMounted } from './sonnerModule.ts';
import { STARTED } from '../initial/islandAttributes.ts';
import { canFetchCode } from '../initial/whenOnline.ts';

type Show = (message: string, options?: ExternalToast) => void;
type Sonner = typeof import('sonner');

/** The app is React's (src/routes/PageSlot.tsx): sonner's viewport can show what it is given. */
function appIsLive(): boolean {
  return document.getElementById('root')?.hasAttribute(STARTED) === true;
}

/**
 * Runs `use` with sonner: at once, in the caller's task, if it has loaded, else when it has. Calls keep their
 * order either way. Where sonner cannot speak now, `fallback` does: before the page is React's (sonner's
 * viewport is part of the app), offline before sonner's viewport is on the page (sonner itself may have loaded, the
 * viewport's chunk not: what sonner is given then would show only once the network is back), or when its chunk
 * failed to download.
 */
function withSonner(use: (sonner: Sonner) => void, fallback: () => void): void {
  if (!appIsLive() || (!toastViewportMounted && !canFetchCode())) fallback();
  else if (loadedSonner) use(loadedSonner);
  else loadSonner().then(use, fallback);
}

/**
 * Sonner's toast calls, loaded on first use, for code in a page's first download that toasts later or in
 * answer to what the visitor does (a submit, a copy, a failed lookup, the demo popup's muted video): sonner
 * (9 KB gzip) stays out of that download. The toast viewport loads it once the page is idle, so it is usually
 * there; when it is not, a plain notice (src/initial/notice.ts) says the same words.
 */
function lazy(pick: (sonner: Sonner) => Show, tone: NoticeTone): Show {
  return (message, options) =>
    withSonner(
      (sonner) => pick(sonner)(message, options),
      () =>
        showNotice(message, {
          tone,
          description: typeof options?.description === 'string' ? options.description : undefined,
        }),
    );
}

/** Takes a toast down by its id; until sonner's viewport is on the page, the plain notice may be what is up. */
function dismiss(id: string | number): void {
  loadedSonner?.toast.dismiss(id);
  if (!toastViewportMounted) hideNotice();
}

export const toast = Object.assign(
  lazy((sonner) => sonner.toast, 'info'),
  {
    success: lazy((sonner) => sonner.toast.success, 'success'),
    error: lazy((sonner) => sonner.toast.error, 'error'),
    dismiss,
  },
);
