import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css.ts';

/**
 * A compact bar: small text and one row of buttons, so it is never the page's
 * largest element (LCP). Sticky, not fixed, as body's last child: appearing after hydration moves nothing.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
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
    [desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'center', gap: vars.space.lg, paddingInline: vars.space.lg },
  },
});

export const text = style({ margin: 0, maxWidth: '60ch' });

export const link = style({ color: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [desktop]: { flexWrap: 'nowrap', flexShrink: 0 } },
});

// Phones: the three buttons share one row (Manage Preferences may take two lines) to keep the bar short.
const compactButton = { flex: '1 1 0', minWidth: 0, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm } as const;

export const choice = style({ ...compactButton, whiteSpace: 'nowrap', '@media': { [desktop]: { minWidth: '7.5rem', paddingInline: vars.space.md } } });

export const manage = style({
  ...compactButton,
  lineHeight: 1.15,
  color: vars.color.textOnDark,
  textDecoration: 'underline',
  selectors: { '&:hover:not(:disabled)': { background: 'rgb(255 255 255 / 10%)' } },
  '@media': { [desktop]: { flex: '0 0 auto', paddingInline: vars.space.md } },
});
