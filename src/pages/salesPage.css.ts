import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** Shared by the video-sales pages (/np1, /vsl1-3, /upgrade, /superteam, the signup offers). */
export const single = style({ maxWidth: 420 });

export const callout = style({
  borderInlineStart: `4px solid ${vars.color.success}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});
