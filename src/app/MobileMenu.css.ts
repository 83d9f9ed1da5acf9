import { keyframes, style } from '@vanilla-extract/css';
import { sheetSurface } from '../styles/overlay.css.ts';
import { vars } from '../styles/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/**
 * The phone's side menu (src/initial/parts/menu.ts): the browser's own modal <dialog>, given the sheet's look in
 * place of the browser's defaults, pinned to the right edge, sliding in from it, the page behind dimmed (its
 * ::backdrop) and inert.
 */
export const panel = style({
  ...sheetSurface,
  inset: '0 0 0 auto',
  width: 'min(320px, 86vw)',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  color: 'inherit',
  gap: vars.space.sm,
  padding: vars.space.lg,
  animation: `${slideIn} 200ms ease-out`,
  selectors: {
    // The sheet's flex column only while open: a closed <dialog> stays hidden.
    '&:not([open])': { display: 'none' },
    // The same dim as the site's other overlays (styles/overlay.css.ts); ::backdrop already covers the screen.
    '&::backdrop': { background: 'rgb(11 18 32 / 55%)' },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.ink,
  fontWeight: 500,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.surfaceMuted },
});
