import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  scrollPaddingTop: vars.size.navHeight,
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { color: vars.color.ink, lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });
globalStyle('h1', { fontSize: vars.fontSize.h1, letterSpacing: '-0.02em' });
globalStyle('h2', { fontSize: vars.fontSize.h2, letterSpacing: '-0.01em' });
globalStyle('h3', { fontSize: vars.fontSize.h3 });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.primaryDark });
globalStyle('button, input, select, textarea', { font: 'inherit' });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
