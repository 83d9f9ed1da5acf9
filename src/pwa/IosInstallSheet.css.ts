import { keyframes, style } from '@vanilla-extract/css';
import { sheetOverlay, sheetSurface } from '../styles/overlay.css.ts';
import { vars } from '../styles/theme.css.ts';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = sheetOverlay;

// A bottom sheet: Safari's Share button is in the bottom toolbar on iPhone.
export const sheet = style({
  ...sheetSurface,
  insetInline: 0,
  bottom: 0,
  gap: vars.space.md,
  maxWidth: '480px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  color: vars.color.text,
  animation: `${slideUp} 200ms ease-out`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.ink });

export const intro = style({ margin: 0 });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
