import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const product = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.lg}` });

export const productName = style({ fontWeight: 700, color: vars.color.ink });

export const steps = style({ paddingInlineStart: vars.space.lg, margin: `0 0 ${vars.space.lg}` });
