import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const steps = style({ paddingInlineStart: vars.space.lg, margin: `0 0 ${vars.space.lg}` });

export const pending = style({
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.accent}`,
});
