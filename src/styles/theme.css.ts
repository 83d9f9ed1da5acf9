import { createGlobalTheme } from '@vanilla-extract/css';

/** Mobile first: styles are written for phones, this query adds the desktop layout from 768 px. */
export const desktop = 'screen and (min-width: 768px)';
export const wide = 'screen and (min-width: 1100px)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';

export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#0B1220',
    text: '#1C2333',
    textMuted: '#4A5468',
    primary: '#3B5BFD',
    primaryDark: '#2437C9',
    primaryText: '#FFFFFF',
    accent: '#FF6A3D',
    accentText: '#8A2A0A',
    surface: '#FFFFFF',
    surfaceMuted: '#F4F6FB',
    surfaceDark: '#0B1220',
    textOnDark: '#E8ECF7',
    border: '#D9DEEA',
    success: '#12805C',
    danger: '#B42318',
    focus: '#FF6A3D',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
  },
  font: {
    // The system stack: no web-font download, no swap, no layout shift.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)',
    h1: 'clamp(1.875rem, 1.4rem + 2.4vw, 3.25rem)',
  },
  radius: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgb(11 18 32 / 6%), 0 8px 24px rgb(11 18 32 / 8%)',
  },
  size: {
    /** WCAG 2.5.5 / platform guidance: at least 44 px for anything a thumb taps. */
    touch: '44px',
    content: '1120px',
    prose: '720px',
    navHeight: '64px',
  },
});
