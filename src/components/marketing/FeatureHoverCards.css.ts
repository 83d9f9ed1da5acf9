import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const detailList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });
