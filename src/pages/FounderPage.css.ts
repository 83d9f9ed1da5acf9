import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css.ts';

export const profile = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '320px 1fr', gap: vars.space.xxl } },
});

export const photo = style({
  width: '100%',
  maxWidth: 320,
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
  fontWeight: 700,
});

export const bio = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const demo = style({ paddingBottom: vars.space.xxl });
