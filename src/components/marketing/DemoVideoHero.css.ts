import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ maxWidth: 960, marginInline: 'auto', textAlign: 'center' });

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.ink,
  cursor: 'pointer',
});

export const poster = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const play = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 88,
  height: 88,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryText,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxShadow: '0 8px 32px rgb(0 0 0 / 40%)',
  selectors: { [`${frame}:hover &`]: { background: vars.color.primaryDark } },
});
