import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// Fixed at the top edge under the navbar: it covers nothing a thumb needs and shifts no layout.
export const pill = style({
  position: 'fixed',
  top: `calc(${vars.size.navHeight} + ${vars.space.sm})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 30,
  maxWidth: 'calc(100vw - 32px)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceDark,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.card,
  pointerEvents: 'none',
  selectors: { '&:empty': { display: 'none' } },
});
