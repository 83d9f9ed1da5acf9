import { keyframes, style } from '@vanilla-extract/css';
import { sheetOverlay, sheetSurface } from '../../styles/overlay.css.ts';
import { vars } from '../../styles/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = sheetOverlay;

// A side sheet, sliding in from the right.
export const panel = style({
  ...sheetSurface,
  insetBlock: 0,
  right: 0,
  width: 'min(320px, 86vw)',
  gap: vars.space.sm,
  padding: vars.space.lg,
  animation: `${slideIn} 200ms ease-out`,
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
