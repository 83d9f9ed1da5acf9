/** Where installing is possible and wanted. Browser-only: call from effects and event handlers. */
import { INSTALL_DISMISSED_KEY } from '../shared/storageKeys.ts';

/** Opened from the home screen already (Android/desktop display mode, or iOS's own flag). */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Safari on iPhone/iPad (iPadOS reports itself as a Mac with touch), where 'Add to Home Screen' is the only
 * way in. Other iOS browsers and in-app browsers (X, Telegram) can't add to the home screen.
 */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Version\/[\d.]+.*Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

export function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: the card stays hidden for this page view anyway.
  }
}
