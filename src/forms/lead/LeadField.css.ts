import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.ink });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted, marginInlineStart: vars.space.xs });

export const input = style({
  minHeight: vars.size.touch,
  width: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  // 16 px stops iOS Safari zooming into the field on focus.
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  // The slot is there from the start, empty until the rules have a message (LeadField.tsx).
  selectors: { '&:empty': { display: 'none' } },
});
