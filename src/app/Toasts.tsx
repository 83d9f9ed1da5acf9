import { lazy, Suspense } from 'react';
import { useIdleReady } from '../lib/idle.ts';
import './Toasts.css.ts';

/** SPEC §9: toasts last 4000 ms; bottom centre keeps them clear of the navbar. */
export const TOAST_DURATION_MS = 4000;

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport downloads once the page is idle, not with the first paint. A toast raised before it
 * mounts is not lost: sonner replays active toasts to a viewport that subscribes late.
 */
export function Toasts() {
  if (!useIdleReady(2000)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </Suspense>
  );
}
