import { Toaster } from 'sonner';

/** SPEC §9: toasts last 4000 ms; bottom centre keeps them clear of a phone's thumb zone and the navbar. */
export const TOAST_DURATION_MS = 4000;

export function Toasts() {
  return <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
