import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryText,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryDark } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primaryDark,
      borderColor: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  accent: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.ink,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.95)' } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.ink,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  onDark: [base, { background: vars.color.surface, color: vars.color.ink }],
});

/**
 * Large call-to-action size on desktop; phones keep the default (docs/product.md#lead-forms: below 768 px a
 * default-size button).
 */
export const large = style({ minHeight: '52px', fontSize: vars.fontSize.lg, paddingInline: vars.space.xl });

export const block = style({ width: '100%' });
