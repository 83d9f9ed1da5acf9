import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Room for the provider's table before it arrives, so the script landing pushes nothing around on screen. */
export const frame = style({ minHeight: 480 });

export const notice = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const links = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
