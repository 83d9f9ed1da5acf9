import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const intro = style({ marginBottom: vars.space.lg });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}` });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
