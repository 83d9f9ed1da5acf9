import { style } from '@vanilla-extract/css';
import { dialogOverlay, dialogPanel } from '../styles/dialog.css.ts';
import { desktop, reducedMotion, vars } from '../styles/theme.css.ts';

export const overlay = dialogOverlay;

export const content = style([dialogPanel, { maxWidth: '520px' }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const close = style({
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
  ':hover': { background: vars.color.surfaceMuted },
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const label = style({ display: 'block', fontWeight: 600, color: vars.color.ink, cursor: 'pointer' });

export const switchRoot = style({
  position: 'relative',
  flexShrink: 0,
  width: '52px',
  height: '32px',
  marginTop: vars.space.xs,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: '#6B7489',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.primaryDark },
    // Advertising locked off by Global Privacy Control.
    '&:disabled[data-state="unchecked"]': { background: '#6B7489', opacity: 0.5 },
    // Widens the tap target to 44 px without enlarging the drawn switch.
    '&::after': { content: '""', position: 'absolute', inset: '-6px -2px' },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '26px',
  height: '26px',
  borderRadius: '50%',
  background: vars.color.surface,
  transform: 'translateX(3px)',
  transition: 'transform 150ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(23px)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const save = style({ alignSelf: 'stretch', '@media': { [desktop]: { alignSelf: 'flex-end' } } });
