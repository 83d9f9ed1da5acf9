import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgb(11 18 32 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

// A bottom sheet: Safari's Share button is in the bottom toolbar on iPhone.
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '480px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  animation: `${slideUp} 200ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.ink });

export const intro = style({ margin: 0 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
