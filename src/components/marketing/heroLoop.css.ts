import { style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../styles/theme.css.ts';

/** The loop's own box: it lays out its video and toggle as the frame's children. */
export const loop = style({ display: 'contents' });

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
