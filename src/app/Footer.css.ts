import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css.ts';

export const footer = style({
  // On a page shorter than the screen the footer fills the rest of it, from right below the content: its top
  // never moves, however much of it had arrived at the first paint (layout.css.ts's `main`).
  flexGrow: 1,
  background: vars.color.surfaceDark,
  color: vars.color.textOnDark,
  paddingBlock: vars.space.xl,
  fontSize: vars.fontSize.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' } },
});

export const heading = style({ color: vars.color.surface, fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.textOnDark,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  fontSize: 'inherit',
  ':hover': { textDecoration: 'underline' },
});

export const legal = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgb(255 255 255 / 15%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: '#B9C1D6',
});

export const brandLine = style({ color: '#B9C1D6', maxWidth: '36ch' });

/** Every year is as wide as the last: the build's year giving way to the visitor's shifts nothing. */
export const year = style({ fontVariantNumeric: 'tabular-nums' });
