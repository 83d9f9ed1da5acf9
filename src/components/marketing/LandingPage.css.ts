import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

/**
 * Phone: one column in the order of docs/product.md#trial-landing-pages (heading, three stats, features, form).
 * Desktop: copy and mentor on the left, the form card on the right.
 */
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"intro" "stats" "features" "form"',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
      gridTemplateAreas: '"intro form" "features form" "mentor form"',
      alignItems: 'start',
      columnGap: vars.space.xxl,
      paddingBlock: vars.space.xxl,
    },
  },
});

export const intro = style({ gridArea: 'intro' });

export const phoneStats = style({ gridArea: 'stats', '@media': { [desktop]: { display: 'none' } } });

export const features = style({ gridArea: 'features' });

export const mentor = style({ display: 'none', '@media': { [desktop]: { display: 'block', gridArea: 'mentor' } } });

export const formArea = style({ gridArea: 'form' });

export const desktopStats = style({ display: 'none', '@media': { [desktop]: { display: 'block' } } });

export const partnerBadge = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.md}`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.textOnDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const featureList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const featureItem = style({
  display: 'grid',
  gridTemplateColumns: '20px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const tick = style({ color: vars.color.success, marginTop: 3 });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const legal = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legalLink = style({ display: 'inline-block', paddingBlock: 10 });

export const stackSmall = style({ display: 'grid', gap: vars.space.sm });
