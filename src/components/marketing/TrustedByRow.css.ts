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
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

// Each cell keeps the column's width (no justifyItems: 'center'): a shrink-to-fit cell would size to the image,
// which has no size until the lazy image loads, and the row would grow from 0 to its height as logos arrive
// (a layout shift Lighthouse counted on /signup). A block centred by margin keeps the look.
export const logo = style({ display: 'block', marginInline: 'auto', width: '100%', maxWidth: 140, height: 'auto' });
