import { style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../styles/theme.css.ts';

export const frame = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceMuted,
  aspectRatio: '16 / 9',
});

export const poster = style({ width: '100%', height: '100%', objectFit: 'cover' });

/**
 * Sits over the poster and fades in once it really plays, so the swap is invisible. A pixel short of the
 * poster's bottom edge and scaled to fit inside that (`contain`, not `cover`, which would paint past the box):
 * for the same box Chromium's largest-paint sizes round a video a pixel taller than an image (215 vs 214
 * device px on a 412 px phone), so a full-size loop became the page's largest paint seconds after the poster
 * (in some of Lighthouse's runs), for a frame showing the same picture.
 */
export const video = style({
  position: 'absolute',
  inset: '0 0 1px',
  objectFit: 'contain',
  opacity: 0,
  transition: 'opacity 300ms ease',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const visible = style({ opacity: 1 });

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
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

export const loopToggle = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: '50%',
  border: 0,
  background: 'rgb(11 18 32 / 70%)',
  color: vars.color.primaryText,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});
