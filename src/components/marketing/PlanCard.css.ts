import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const featured = style({ borderColor: vars.color.primary, borderWidth: 2 });

export const badge = style({
  alignSelf: 'flex-start',
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  margin: 0,
});

export const name = style({ margin: 0 });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const amount = style({ fontSize: '2.25rem', fontWeight: 800, color: vars.color.ink, lineHeight: 1.1 });

export const period = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, fontWeight: 600 });

export const was = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

// biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
export const then = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  flex: 1,
});

export const feature = style({
  display: 'grid',
  gridTemplateColumns: '20px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const tick = style({ color: vars.color.success, marginTop: 3 });

export const priceNote = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.ink });

export const cta = style({ width: '100%' });
