import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css.ts';

/**
 * The shared look of what opens over the page: the centred modal dialogs (dialog.css.ts) and the sheets, the
 * phone's side menu (app/MobileMenu.css.ts, a <dialog> dimming the page with its own ::backdrop) and the iOS
 * install sheet (IosInstallSheet, over the backdrop class below). The style objects are spread into the callers'
 * own `style()`, so each element keeps one class.
 */

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed layer over the page, fading in; callers set its zIndex. */
export const backdrop: StyleRule = {
  position: 'fixed',
  inset: 0,
  background: 'rgb(11 18 32 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
};

/** The card above the backdrop; callers place it, set its zIndex and its entrance `animation` (none with reduced motion). */
export const floatingSurface: StyleRule = {
  position: 'fixed',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [reducedMotion]: { animation: 'none' } },
};

// Sheets sit above the cookie banner (30) and below the modal dialogs (60/70).

/** The backdrop behind a sheet. */
export const sheetOverlay = style({ ...backdrop, zIndex: 40 });

/** A sheet: a column fixed to one edge of the screen; callers pin it to its edge, size it and set its slide-in `animation`. */
export const sheetSurface: StyleRule = {
  ...floatingSurface,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
};
