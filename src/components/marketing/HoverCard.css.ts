import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const title = style({ margin: `0 0 ${vars.space.sm}` });

/** The whole card is the trigger: the button's ::after covers it, so a tap anywhere on the card opens it. */
export const trigger = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  minHeight: vars.size.touch,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const summary = style({ color: vars.color.textMuted, margin: 0 });

export const more = style({
  display: 'block',
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.primaryDark,
});

/** Floats over what follows instead of pushing it down: opening a card never shifts the page. */
export const content = style({
  position: 'absolute',
  zIndex: 5,
  top: 'calc(100% - 8px)',
  insetInline: 0,
  background: vars.color.surfaceDark,
  color: vars.color.textOnDark,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});
