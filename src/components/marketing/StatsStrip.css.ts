import { style, styleVariants } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  textAlign: 'center',
});

export const strip = styleVariants({
  default: [
    list,
    { '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.lg } } },
  ],
  // Landing pages: three across even on a phone, smaller type.
  compact: [list, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm }],
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const value = styleVariants({
  default: { fontSize: vars.fontSize.h2, fontWeight: 800, color: vars.color.primaryDark, lineHeight: 1.1 },
  compact: { fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.primaryDark, lineHeight: 1.1 },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.3 });
