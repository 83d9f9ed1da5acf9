import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const intro = style({ marginBottom: vars.space.lg });

export const claims = style({
  listStyle: 'none',
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const claim = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
  color: vars.color.ink,
});

export const tick = style({ flexShrink: 0, color: vars.color.success });

export const growth = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.primaryDark, margin: 0 });
