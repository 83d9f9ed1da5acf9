import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css.ts';

export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch });
export const image = style({ height: 28, width: 'auto' });
/**
 * The full-page lead form (/signup, see Navbar.tsx) uses a smaller logo below 768 px, the usual one above
 * (docs/product.md#navigation).
 */
export const compact = style({ height: 22, width: 'auto', '@media': { [desktop]: { height: 28 } } });
