import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../styles/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgb(11 18 32 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: 50,
  width: 'min(320px, 86vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.md });

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
