/** Styles shared by the crypto sign-up and transaction forms: fields, notices and the wallet panel. */
import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

/** The room a form takes, held by a spinner while its code or its data is on the way (FormLoading.tsx). */
export const loading = style({ minHeight: '240px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '640px' });

/** Two columns on desktop for the short address fields; one on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.ink });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

const controlBase = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

export const input = controlBase;

export const select = style([controlBase, { appearance: 'auto' }]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
});

export const checkbox = style({ width: 24, height: 24, flexShrink: 0, marginTop: 2, accentColor: vars.color.primary });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.primary}`,
});

/** The wrong-network warning: loud on purpose, a mistake here loses the payment. */
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.danger}`,
  background: '#FEF3F2',
  color: vars.color.danger,
  fontWeight: 600,
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600, color: vars.color.ink });

export const chainOptions = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr' });

export const chainOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceMuted } },
});

export const radio = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.primary });

export const wallet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const address = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // Addresses are long unbroken strings: let them wrap anywhere rather than overflow a phone screen.
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const debug = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const debugSummary = style({
  cursor: 'pointer',
  minHeight: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
});

export const debugList = style({ margin: 0, fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
