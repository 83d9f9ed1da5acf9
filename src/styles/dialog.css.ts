import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The shared look of the site's centred modal dialogs (lead dialog, cookie preferences). */

// One layer for every modal: above the cookie banner (30) and the mobile menu (40/50).
export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgb(11 18 32 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** A card centred on the screen that scrolls inside itself on short phones; callers set its max width. */
export const dialogPanel = style({
  position: 'fixed',
  zIndex: 70,
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
