import { style } from '@vanilla-extract/css';
import { desktop, vars } from './theme.css.ts';

/** Centred content column with the page gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [desktop]: { paddingInline: vars.space.lg } },
});

export const prose = style([container, { maxWidth: vars.size.prose }]);

export const section = style({
  paddingBlock: vars.space.xl,
  '@media': { [desktop]: { paddingBlock: vars.space.xxl } },
  selectors: {
    // Below the first screen, a section's style, layout and paint wait until it comes near the viewport: on a
    // slow phone the first paint, hydration and the landing pages' popup (which restyles the whole page) then
    // cost the visible part only. `auto` remembers each section's real height once it has been rendered.
    // Not a section holding the open demo popup: containment would make it the box of the popup's overlay,
    // fixed to the section instead of the screen (DemoVideoPopup). Browsers without :has() drop the rule.
    'main > &:not(:first-child):not(:has([data-popup-backdrop]))': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 640px',
    },
  },
});

export const sectionMuted = style([section, { background: vars.color.surfaceMuted }]);

export const sectionDark = style([section, { background: vars.color.surfaceDark, color: vars.color.textOnDark }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

/** One column on phones, up to three on desktop. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: vars.space.lg } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const lede = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '60ch' });

/**
 * The page's content keeps its own height and the footer fills what a short page leaves of the screen
 * (Footer.css.ts). Were the footer pushed down to the screen's bottom instead, its top would depend on its own
 * height, and a footer painted before all of its HTML had arrived would jump up as the rest came in.
 */
export const main = style({ flex: 'none' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
