import { whenOnline } from '../initial/whenOnline.ts';

type Sonner = typeof import('sonner');

/** Sonner once it has loaded, for callers that can then toast in the same task (src/toast/lazyToast.ts). */
export let loadedSonner: Sonner | undefined;

/**
 * Whether sonner's viewport (src/app/ToastViewport.tsx) is on the page. Sonner loaded is not enough to be seen: the
 * viewport's own chunk comes after it, and a toast given to sonner before the viewport mounts waits for it.
 */
export let toastViewportMounted = false;

export function setToastViewportMounted(mounted: boolean): void {
  toastViewportMounted = mounted;
}

/**
 * Downloads sonner, the toast library, once: for the toast viewport (src/app/Toasts.tsx) and the toast calls.
 * Offline, it waits for the network rather than fail for good (src/initial/whenOnline.ts).
 */
export function loadSonner(): Promise<Sonner> {
  return whenOnline()
    .then(() => import('sonner'))
    .then((sonner) => (loadedSonner = sonner));
}
