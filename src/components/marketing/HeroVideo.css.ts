import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const frame = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceMuted,
  aspectRatio: '16 / 9',
});

export const poster = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const playDemo = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 72,
  height: 72,
  borderRadius: '50%',
  border: '3px solid rgb(255 255 255 / 90%)',
  background: vars.color.primary,
  color: vars.color.primaryText,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  boxShadow: '0 8px 32px rgb(11 18 32 / 35%)',
  // Over the loop, which comes after it in the frame (the hero-loop island).
  zIndex: 1,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});
