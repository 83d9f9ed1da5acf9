import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: '#FFE7DE',
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
