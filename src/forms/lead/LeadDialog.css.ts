import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Same layer as the other dialogs: above the cookie banner (30) and the mobile menu (40/50).
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgb(11 18 32 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 70,
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  marginInline: 'auto',
  maxWidth: '480px',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const top = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const description = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 ${vars.space.md}` });

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
