import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const article = style({ paddingBlock: vars.space.xl });
export const back = style({ marginBottom: vars.space.lg });
export const date = style({ color: vars.color.textMuted, marginBottom: vars.space.lg });
export const sectionHeading = style({ marginTop: vars.space.xl });
export const list = style({ paddingLeft: vars.space.lg, margin: `0 0 ${vars.space.md}` });
