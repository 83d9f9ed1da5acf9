import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const hero = style({
  paddingBlock: vars.space.xl,
  background: `linear-gradient(180deg, ${vars.color.surfaceMuted} 0%, ${vars.color.surface} 100%)`,
  '@media': { [desktop]: { paddingBlock: vars.space.xxl } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });
