import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** Where sonner puts its toasts (bottom centre), so both look like one thing to the visitor. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 2147483000,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const notice = style({
  pointerEvents: 'auto',
  maxWidth: '356px',
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  selectors: {
    '&[data-tone="success"]': { borderColor: vars.color.success, color: vars.color.success },
    '&[data-tone="error"]': { borderColor: vars.color.danger, color: vars.color.danger },
  },
});

export const title = style({ margin: 0, fontWeight: 600 });

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.text, fontWeight: 400 });
