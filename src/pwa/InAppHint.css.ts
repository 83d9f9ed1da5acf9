import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// The card itself is the install card's (InstallPrompt.css.ts); these are what only the hint has.

/** The page's address, on one line: selected for a long-press copy when the clipboard is refused. */
export const link = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  userSelect: 'all',
});
