import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgb(255 255 255 / 94%)',
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(180%) blur(8px)',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: vars.size.navHeight,
});

export const desktopLinks = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.sm } },
});

export const mobileActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [desktop]: { display: 'none' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  color: vars.color.ink,
  fontWeight: 500,
  textDecoration: 'none',
  borderRadius: vars.radius.pill,
  ':hover': { background: vars.color.surfaceMuted },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
});

export const smallButton = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
});

/** The menu island's box (src/initial/parts/menu.ts) lays out as the button it holds. */
export const menuIsland = style({ display: 'contents' });
