import { style } from '@vanilla-extract/css';

/** Off-screen rather than display:none, which simple bots detect and skip. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
