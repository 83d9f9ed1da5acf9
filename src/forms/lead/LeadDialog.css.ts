import { style } from '@vanilla-extract/css';
import { dialogPanel } from '../../styles/dialog.css.ts';
import { vars } from '../../styles/theme.css.ts';

/**
 * The browser's own modal <dialog>, given the site's dialog look in place of the browser's defaults: the page
 * behind is inert and dimmed (its ::backdrop), Escape closes it.
 */
export const content = style([
  dialogPanel,
  {
    maxWidth: '480px',
    width: 'auto',
    margin: '0 auto',
    border: 0,
    color: 'inherit',
    selectors: {
      // The same dim as the site's other overlays (styles/overlay.css.ts); ::backdrop already covers the screen.
      '&::backdrop': { background: 'rgb(11 18 32 / 55%)' },
    },
  },
]);

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const description = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 ${vars.space.md}` });

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
