import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const wrap = style({
  maxWidth: 560,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const top = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const progressLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const progress = style({
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const bar = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.pill });
export const barHalf = style([bar, { width: '50%' }]);
export const barFull = style([bar, { width: '100%' }]);

export const claim = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footnote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [desktop]: { flexDirection: 'row' } },
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** The default-size button below 768 px, the large one above (docs/product.md#lead-forms). */
export const submit = style({
  '@media': { [desktop]: { minHeight: 52, fontSize: vars.fontSize.lg, paddingInline: vars.space.xl } },
});
