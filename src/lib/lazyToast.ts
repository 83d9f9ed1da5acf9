import type { ExternalToast } from 'sonner';

type Show = (message: string, options?: ExternalToast) => void;
import { loadedSonner, loadSonner } from './sonnerModule.ts';

type Sonner = typeof import('sonner');

/**
 * Runs `use` with sonner: at once, in the caller's task, if it has loaded, else when it has. Calls keep their
 * order either way.
 */
function withSonner(use: (sonner: Sonner) => void, onError: (error: unknown) => void): void {
  if (loadedSonner) use(loadedSonner);
  else loadSonner().then(use, onError);
}

/**
 * Sonner's toast calls, loaded on first use, for code in a page's first download that toasts later or in
 * answer to what the visitor does (a submit, a copy, a failed lookup, the demo popup's muted video): sonner
 * (9 KB gzip) stays out of that download. The toast viewport loads it once the page is idle, so it is usually
 * there.
 */
function lazy(pick: (sonner: Sonner) => Show): Show {
  return (message, options) =>
    withSonner(
      (sonner) => pick(sonner)(message, options),
      (error) => console.error('Toasts could not load:', message, error),
    );
}

/** Takes a toast down by its id; if sonner never loaded, no toast is up. */
function dismiss(id: string | number): void {
  withSonner((sonner) => sonner.toast.dismiss(id), () => undefined);
}

export const toast = Object.assign(
  lazy((sonner) => sonner.toast),
  { success: lazy((sonner) => sonner.toast.success), error: lazy((sonner) => sonner.toast.error), dismiss },
);
