import { keyframes, style } from '@vanilla-extract/css';
import { desktop, reducedMotion, vars } from '../styles/theme.css.ts';

const rise = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

// An overlay card, so appearing late shifts nothing.
export const card = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  animation: `${rise} 200ms ease-out`,
  '@media': {
    [desktop]: { insetInline: 'auto', right: vars.space.lg, width: '360px' },
    [reducedMotion]: { animation: 'none' },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.ink });

export const body = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
