import { style } from '@vanilla-extract/css';
import { dialogOverlay, dialogPanel } from '../../styles/dialog.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const overlay = dialogOverlay;

export const content = style([dialogPanel, { maxWidth: '480px' }]);

export const top = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

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
