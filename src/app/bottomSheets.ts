/**
 * The bottom sheets on screen (the cookie banner, the install card, the in-app hint, the iPhone's install sheet)
 * and how much of the viewport's bottom they cover, for the toasts (Toasts.tsx) and the plain notice
 * (initial/notice.ts). A toast shows at the bottom centre, where a sheet has its buttons: over one, for its 4 s (and
 * for as long as a finger or the pointer rests on it), a visitor pressing "Not now" or "Reject all" presses the
 * toast instead. While a sheet is up, toasts show above it. Plain DOM, no React: the cookie banner is shown without
 * the app.
 */
import { liftNotice } from '../initial/notice.ts';

/** Between a bottom sheet's top edge and the toasts above it: sonner's own gap between two toasts. */
export const ABOVE_SHEET_GAP_PX = 14;

const sheets = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let covered = 0;
let resizes: ResizeObserver | undefined;

function measure(): void {
  let top = window.innerHeight;
  for (const sheet of sheets) top = Math.min(top, sheet.getBoundingClientRect().top);
  const next = Math.max(0, Math.ceil(window.innerHeight - top));
  if (next === covered) return;
  covered = next;
  // The plain notice, shown before sonner's toasts can be, keeps clear of the sheets too.
  liftNotice(next && next + ABOVE_SHEET_GAP_PX);
  for (const listener of listeners) listener();
}

/**
 * Counts `element` as a bottom sheet until the returned function is called. Its box is read again whenever it
 * changes size, the window does, or its own animation ends: a sheet rising into place is measured where it lands.
 */
export function holdBottomSheet(element: HTMLElement): () => void {
  sheets.add(element);
  resizes ??= new ResizeObserver(measure);
  resizes.observe(element);
  element.addEventListener('animationend', measure);
  if (sheets.size === 1) window.addEventListener('resize', measure);
  measure();
  return () => {
    if (!sheets.delete(element)) return;
    resizes?.unobserve(element);
    element.removeEventListener('animationend', measure);
    if (sheets.size === 0) window.removeEventListener('resize', measure);
    measure();
  };
}

/** A ref for a React bottom sheet's element: held while it is mounted. */
export function bottomSheetRef(element: HTMLElement | null): (() => void) | undefined {
  return element ? holdBottomSheet(element) : undefined;
}

/** How many pixels of the viewport's bottom the sheets on screen cover (0: none is up). */
export function bottomSheetsCover(): number {
  return covered;
}

export function subscribeBottomSheets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
