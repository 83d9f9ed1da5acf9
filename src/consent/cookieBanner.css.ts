import { style } from '@vanilla-extract/css';
import { desktop, reducedMotion, vars } from '../styles/theme.css.ts';

/**
 * A compact bar: small text, the two switches with Save Preferences, and one row of buttons (one row of all
 * three groups on a desktop), so it is never the page's largest element (LCP). Sticky, not fixed, as body's
 * last child: appearing after hydration moves nothing.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  paddingBlock: '10px',
  paddingInline: vars.space.md,
  paddingBottom: 'max(10px, env(safe-area-inset-bottom))',
  background: vars.color.surfaceDark,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  boxShadow: '0 -4px 16px rgb(11 18 32 / 20%)',
  selectors: {
    // Out of the way while a form field has focus; keeps its space, so nothing reflows.
    '&[data-typing]': { visibility: 'hidden' },
  },
  '@media': {
    [desktop]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      columnGap: vars.space.lg,
      paddingInline: vars.space.lg,
    },
  },
});

// On a desktop the text takes what the controls leave (three short lines at 1280 px), so all fits one row.
export const text = style({ margin: 0, maxWidth: '60ch', '@media': { [desktop]: { flex: '1 1 15rem' } } });

export const link = style({ color: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [desktop]: { flexWrap: 'nowrap', flexShrink: 0 } },
});

// Phones: the three buttons share one row (Manage Preferences may take two lines) to keep the bar short.
const compactButton = { flex: '1 1 0', minWidth: 0, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm } as const;

export const choice = style({
  ...compactButton,
  whiteSpace: 'nowrap',
  '@media': { [desktop]: { minWidth: '7.5rem', paddingInline: vars.space.md } },
});

/** The switches and their Save button share one row. */
export const preferences = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [desktop]: { flexShrink: 0, gap: vars.space.sm } },
});

/**
 * The whole label (switch and name) is the tap target, 44 px tall. On phones the name sits under its switch,
 * so both switches and Save Preferences share one row even 360 px wide; beside it on a desktop.
 */
export const toggle = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: vars.size.touch,
  flexShrink: 0,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed' } },
  '@media': { [desktop]: { flexDirection: 'row', gap: vars.space.sm } },
});

/** Why Advertising is locked (Global Privacy Control): under the switches on phones, a row of its own on a desktop. */
export const note = style({ margin: 0, '@media': { [desktop]: { flexBasis: '100%', textAlign: 'center' } } });

/** A native checkbox drawn as a switch; its track and thumb keep 3:1 contrast against the bar. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: '36px',
  height: '22px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: '#6B7489',
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 150ms ease',
    },
    '&:checked': { background: vars.color.primary },
    '&:checked::before': { transform: 'translateX(14px)' },
    // Locked off by Global Privacy Control: visibly not a control to use.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { [reducedMotion]: { transition: 'none', selectors: { '&::before': { transition: 'none' } } } },
});

/** Save and Manage: quieter than the two equal choices, light text on the dark bar. */
const quietOnDark = {
  ...compactButton,
  lineHeight: 1.15,
  color: vars.color.textOnDark,
  selectors: { '&:hover:not(:disabled)': { background: 'rgb(255 255 255 / 10%)' } },
  '@media': { [desktop]: { flex: '0 0 auto', paddingInline: vars.space.md } },
} as const;

/** An outline. */
export const save = style({ ...quietOnDark, borderColor: 'rgb(255 255 255 / 60%)' });

/** Underlined, like a link. */
export const manage = style({ ...quietOnDark, textDecoration: 'underline' });
