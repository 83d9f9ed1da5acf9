import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const root = style({ maxWidth: 760, marginInline: 'auto' });

export const heading = style({ textAlign: 'center' });

/** Swiper's container and wrapper rules, written here so the static first render already has Swiper's layout. */
export const viewport = style({ overflow: 'hidden', position: 'relative', touchAction: 'pan-y' });

export const wrapper = style({
  display: 'flex',
  position: 'relative',
  transitionProperty: 'transform',
  boxSizing: 'content-box',
});

export const slide = style({
  flexShrink: 0,
  width: '100%',
  display: 'flex',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.sm,
});

export const card = style({
  margin: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [desktop]: { padding: vars.space.xl } },
});

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({ borderRadius: '50%', flexShrink: 0 });

export const who = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.3 });

export const name = style({ fontWeight: 700, color: vars.color.ink });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const handle = style({ color: vars.color.primaryDark });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const dots = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });

/** A 44 px target around a small visible dot. */
export const dot = style({
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: vars.color.textMuted },
    '&[aria-current="true"]::before': { background: vars.color.primary, width: 14, height: 14 },
  },
});
