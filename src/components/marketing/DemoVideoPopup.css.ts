import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Dims and blurs the page behind the popup (SPEC §4: "page blurred"). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgb(11 18 32 / 70%)',
  backdropFilter: 'blur(8px)',
});

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  // A little narrower than the demo hero's poster behind it (960 px, or the container's width on a phone), so
  // the popup's poster never becomes a later, larger LCP element than the prerendered one it covers.
  width: 'min(920px, calc(100vw - 40px))',
  background: vars.color.surfaceDark,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  selectors: { '&:focus': { outline: 'none' } },
});

export const stage = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.ink });

export const video = style({ width: '100%', height: '100%', objectFit: 'contain' });

const centred = style({ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' });

export const playButton = style([
  centred,
  {
    width: 88,
    height: 88,
    borderRadius: '50%',
    border: 0,
    background: vars.color.primary,
    color: vars.color.primaryText,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    boxShadow: '0 8px 32px rgb(0 0 0 / 40%)',
    selectors: { '&:hover': { background: vars.color.primaryDark } },
  },
]);

export const soundHint = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'rgb(255 255 255 / 92%)',
  color: vars.color.ink,
  fontWeight: 600,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: '50%',
  border: 0,
  background: 'rgb(255 255 255 / 92%)',
  color: vars.color.ink,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});
