import type { ExternalToast } from 'sonner';

type Show = (message: string, options?: ExternalToast) => void;
type Sonner = typeof import('sonner');

/**
 * Sonner's toast calls, loaded on first use, for code in a page's first download that only toasts in answer
 * to what the visitor does (a submit, a copy, a failed lookup): sonner (9 KB gzip) stays out of that download.
 * The toast viewport loads the same chunk once the page is idle (src/app/Toasts.tsx), so it is usually there.
 */
function lazy(pick: (sonner: Sonner) => Show): Show {
  return (message, options) => {
    import('sonner').then(
      (sonner) => pick(sonner)(message, options),
      (error: unknown) => console.error('Toasts could not load:', message, error),
    );
  };
}

export const toast = Object.assign(
  lazy((sonner) => sonner.toast),
  { success: lazy((sonner) => sonner.toast.success), error: lazy((sonner) => sonner.toast.error) },
);
