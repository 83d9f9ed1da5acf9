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

/** Details refused for good: the visitor has to act, so it reads as an error, with the way back below. */
export const rejected = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.danger}`,
});

export const rejectedTitle = style({ margin: 0, fontWeight: 600, color: vars.color.danger });

export const reason = style({ margin: 0, color: vars.color.textMuted });
