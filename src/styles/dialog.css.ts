import { style } from '@vanilla-extract/css';
import { backdrop, fadeIn, floatingSurface } from './overlay.css.ts';
import { vars } from './theme.css.ts';

/** The shared look of the site's centred modal dialogs (lead dialog, cookie preferences). */

// One layer for every modal: above the cookie banner (30) and the sheets, e.g. the iOS install sheet (40/50).
export const dialogOverlay = style({ ...backdrop, zIndex: 60 });

/** A card centred on the screen that scrolls inside itself on short phones; callers set its max width. */
export const dialogPanel = style({
  ...floatingSurface,
  zIndex: 70,
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  animation: `${fadeIn} 150ms ease-out`,
});
