import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { setToastViewportMounted } from '../toast/sonnerModule.ts';
import { ABOVE_SHEET_GAP_PX, bottomSheetsCover, subscribeBottomSheets } from './bottomSheets.ts';

/**
 * Sonner's viewport at the bottom centre, or just above the bottom sheet on screen (the cookie banner, the install
 * card, ...), never over its buttons (bottomSheets.ts). Loaded with sonner (Toasts.tsx), not with the page.
 *
 * Its direction is given, and `<html>` carries none (left to right is the default): sonner inserts its
 * stylesheet when it loads, and one of its rules sets a dozen custom properties on `html[dir=ltr]`. With the
 * attribute there, that recalculated the style of every element of the page and laid it all out again, as
 * the first toast measured itself: on /np1, where the demo's sound toast comes with the page, a long task of
 * style and layout during page load.
 */
export function ToastViewport({ duration }: { duration: number }) {
  const cover = useSyncExternalStore(subscribeBottomSheets, bottomSheetsCover, () => 0);
  const aboveSheets = cover ? { bottom: cover + ABOVE_SHEET_GAP_PX } : undefined;
  // After the Toaster's own effects, which subscribe it to sonner's toasts (src/toast/lazyToast.ts reads this).
  useEffect(() => {
    setToastViewportMounted(true);
    return () => setToastViewportMounted(false);
  }, []);
  return (
    <Toaster
      dir="ltr"
      position="bottom-center"
      duration={duration}
      richColors
      closeButton
      offset={aboveSheets}
      mobileOffset={aboveSheets}
    />
  );
}
