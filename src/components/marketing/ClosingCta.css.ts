import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const box = style({ textAlign: 'center', maxWidth: 720, marginInline: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
