import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'stretch',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const intro = style({ color: vars.color.textMuted, maxWidth: '60ch' });
