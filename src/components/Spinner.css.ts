import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'block',
  width: 40,
  height: 40,
  margin: '0 auto',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '3s' } },
});
