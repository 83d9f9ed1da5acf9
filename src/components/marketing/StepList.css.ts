import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  counterReset: 'step',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg } },
});

export const item = style({
  counterIncrement: 'step',
  display: 'grid',
  gridTemplateColumns: '40px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontWeight: 800,
  },
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });
