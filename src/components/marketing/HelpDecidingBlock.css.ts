import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  padding: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space.xl } },
});

export const heading = style({ margin: 0 });

export const text = style({ margin: 0, color: vars.color.textMuted });
