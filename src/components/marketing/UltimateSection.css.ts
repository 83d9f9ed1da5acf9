import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1.4fr', alignItems: 'start', gap: vars.space.xl } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const tick = style({ flexShrink: 0, marginTop: 3, color: '#7CE0B5' });

/** Global h2 colour is ink; on the dark band it must be light. */
export const heading = style({ color: vars.color.surface });
