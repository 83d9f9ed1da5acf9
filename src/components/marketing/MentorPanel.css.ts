import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const photo = style({ width: 72, height: 72, borderRadius: vars.radius.pill });

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const who = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 700, color: vars.color.ink });

export const text = style({ margin: 0, color: vars.color.textMuted });
