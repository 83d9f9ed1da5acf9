import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ padding: vars.space.md, display: 'flex', justifyContent: 'center' });

export const card = style({ width: '100%', maxWidth: 420 });

export const heading = style({ fontSize: vars.fontSize.xl });

export const legal = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
