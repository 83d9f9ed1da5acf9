/**
 * What the cookie consent code needs from the legal pages, in a module of its own: the banner, the preferences
 * dialog and the record of each choice import it without the pages' text.
 */

/** The dates the Privacy Policy and the Cookie Policy show as their effective dates (ISO). */
export const PRIVACY_POLICY_DATE = '2026-11-29';
export const COOKIE_POLICY_DATE = '2026-11-29';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A policy's date line as its page shows it: '2025-10-02' → 'Effective 2 October 2025'. */
export function effectiveDateLine(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `Effective ${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Shown beside the locked Advertising switch, in the banner and in the preferences dialog. */
export const GPC_ADVERTISING_NOTE = 'Your browser sends a Global Privacy Control signal, so advertising tags stay off.';
