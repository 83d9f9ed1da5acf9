/**
 * A toast without sonner: one plain element at the bottom of the page, for the moments sonner is not there
 * (the page is not React's yet, or sonner's chunk could not be downloaded, offline). What a form has kept and
 * what was delivered later must be said whatever has loaded (src/toast/lazyToast.ts decides which one speaks).
 */
import {
  description as descriptionClass,
  notice as noticeClass,
  region as regionClass,
  title as titleClass,
} from './notice.css.ts';

/** Toasts last 4000 ms (docs/product.md#toasts; src/app/Toasts.tsx gives sonner the same). */
export const NOTICE_MS = 4000;

export type NoticeTone = 'success' | 'error' | 'info';

let hideTimer: ReturnType<typeof setTimeout> | undefined;
/** When the notice on screen has had its time (0: none is up). */
let shownUntil = 0;

const REGION_ID = 'rr-notice';

/** Where the notice shows, made when first needed: by a notice, or by a bottom sheet that lifts it (liftNotice). */
function noticeRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    // Outside the React root (#root), so the app's hydration never meets it.
    region = document.createElement('div');
    region.id = REGION_ID;
    region.className = regionClass;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

/**
 * Shows the notice `px` above the viewport's bottom edge, clear of the bottom sheets on screen, or back in its place
 * (0). Set on the page, not in this module: the bootstrap's notices and the entry's run separate copies of it. Moved
 * by a transform, not its `bottom`: a notice on screen when a sheet appears moves up without being a layout shift.
 */
export function liftNotice(px: number): void {
  const region = px ? noticeRegion() : document.getElementById(REGION_ID);
  if (region)
    region.style.transform = px ? `translateY(${Number.parseFloat(getComputedStyle(region).bottom) - px}px)` : '';
}

/** Shows `message` (and its `description`), replacing the notice before it. */
export function showNotice(
  message: string,
  { tone = 'info', description }: { tone?: NoticeTone; description?: string } = {},
): void {
  const region = noticeRegion();
  const notice = document.createElement('div');
  notice.className = noticeClass;
  notice.dataset.tone = tone;
  const title = document.createElement('p');
  title.className = titleClass;
  title.textContent = message;
  notice.append(title);
  if (description) {
    const line = document.createElement('p');
    line.className = descriptionClass;
    line.textContent = description;
    notice.append(line);
  }
  region.replaceChildren(notice);
  clearTimeout(hideTimer);
  shownUntil = Date.now() + NOTICE_MS;
  hideTimer = setTimeout(() => {
    notice.remove();
    shownUntil = 0;
  }, NOTICE_MS);
}

/**
 * Resolves once no notice is left to read: at once when none is up, else when the one on screen (or one shown while
 * waiting) has had its full time. A page about to reload waits for it, or the visitor would never read what it said.
 */
export async function whenNoticeRead(): Promise<void> {
  for (let left = shownUntil - Date.now(); left > 0; left = shownUntil - Date.now())
    await new Promise((resolve) => setTimeout(resolve, left));
}

/** Takes the notice down, if one is up. */
export function hideNotice(): void {
  clearTimeout(hideTimer);
  shownUntil = 0;
  document.getElementById(REGION_ID)?.replaceChildren();
}
