import { style, styleVariants } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

const base = style({
  paddingBlock: vars.space.xl,
});

export const banner = styleVariants({
  light: [base, { background: vars.color.surfaceMuted, color: vars.color.text }],
  // /np1 and /signupoffer draw this banner on a dark background (docs/product.md#demo-and-offer-pages).
  dark: [base, { background: vars.color.surfaceDark, color: vars.color.textOnDark }],
});

export const inner = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const heading = style({ margin: 0, color: 'inherit' });

export const text = style({ margin: 0, maxWidth: '60ch' });
