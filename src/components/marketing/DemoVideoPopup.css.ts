import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// A little narrower than the demo hero's poster behind it (960 px, or the container's width on a phone), so
// the popup's poster never becomes a later, larger LCP element than the prerendered one it covers; and no
// taller than the screen, so a phone held sideways still shows the whole video and its close button.
const popupWidth = 'min(920px, calc(100vw - 40px), calc((100dvh - 40px) * 16 / 9))';
/** The distance from the overlay's top (and bottom) to the popup's: the popup is a centred 16:9 stage. */
const aboveBelow = `calc(50% - ${popupWidth} * 9 / 32)`;
/** The distance from the overlay's left (and right) to the popup's. */
const beside = `calc(50% - ${popupWidth} / 2)`;

/**
 * Dims the page behind the popup. Nothing may make it a backdrop root (no opacity or filter): its panes
 * must blur the page, not just this layer.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgb(11 18 32 / 70%)',
});

/**
 * Blurs the page (docs/product.md#demo-popup) in four panes around the popup rather than in one layer under it.
 * A backdrop blur is redrawn whole whenever anything inside its bounds changes, and under the popup that is
 * every frame of the playing video; beside it, nothing changes. Where the browser composites in software (no
 * GPU: headless Chromium, some in-app browsers and low-end phones), the one full-screen blur kept the compositor
 * busy for as long as the video played; the panes cut that work several-fold.
 * For the same reason the blur starts once the page has loaded (`blurred`, see src/initial/parts/demo-popup.ts): while it loads,
 * everything behind the panes changes (images, fonts, hydration), and each change was blurred again.
 */
const pane = style({ position: 'absolute' });

/** On the overlay once the page behind has loaded: its panes blur it. */
export const blurred = style({});
globalStyle(`${blurred} > *`, { backdropFilter: 'blur(8px)' });

export const panes = {
  top: style([pane, { top: 0, left: 0, right: 0, height: aboveBelow }]),
  bottom: style([pane, { bottom: 0, left: 0, right: 0, height: aboveBelow }]),
  left: style([pane, { top: aboveBelow, bottom: aboveBelow, left: 0, width: beside }]),
  right: style([pane, { top: aboveBelow, bottom: aboveBelow, right: 0, width: beside }]),
};

/** On `<html>` while the popup is open: the page behind it does not scroll (docs/product.md#demo-popup). */
export const scrollLocked = style({ overflow: 'hidden' });

/** The <dialog>, placed by hand rather than by the browser's defaults; its zIndex counts only where there are no modal dialogs. */
export const content = style({
  position: 'fixed',
  zIndex: 51,
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  maxWidth: 'none',
  maxHeight: 'none',
  color: 'inherit',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: popupWidth,
  background: vars.color.surfaceDark,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  selectors: {
    '&:focus': { outline: 'none' },
    // Transparent: the overlay's panes dim and blur the page, under the toasts (see DemoVideoPopup).
    '&::backdrop': { background: 'transparent' },
  },
});

export const stage = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.ink });

export const video = style({ width: '100%', height: '100%', objectFit: 'contain' });

/** The video, laid over the poster picture: transparent until it has a frame to show. */
export const overPoster = style({ position: 'absolute', inset: 0 });

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
    // Shown and hidden by the demo-popup island (src/initial/parts/demo-popup.ts): the attribute, over the display set here.
    selectors: { '&:hover': { background: vars.color.primaryDark }, '&[hidden]': { display: 'none' } },
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
  selectors: { '&[hidden]': { display: 'none' } },
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
