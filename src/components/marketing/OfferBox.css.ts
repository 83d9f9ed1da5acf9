import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  background: '#FFF4EF',
  padding: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space.xl } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
});

export const headline = style({ margin: 0 });

export const text = style({ margin: 0 });

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '0.06em',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  userSelect: 'all',
});
