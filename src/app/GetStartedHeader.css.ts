import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const header = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.navHeight,
});
