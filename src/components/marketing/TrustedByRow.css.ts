import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const row = style({ textAlign: 'center' });

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, fontWeight: 700 });

export const logos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'center',
  justifyItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const logo = style({ width: '100%', maxWidth: 140, height: 'auto' });
