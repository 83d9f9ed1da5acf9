/**
 * Where earlier versions of the site kept a lead submitted before a page's entry had run: earlyLeads.ts moves such
 * leads into the outbox, and is downloaded only where this says there are some.
 */

/** localStorage key of those leads; the cookie policy's list of what the site stores names it. */
export const EARLY_LEADS_STORAGE_KEY = 'rr-early-leads';

/** Whether this device still holds such leads. */
export function hasEarlyLeads(): boolean {
  try {
    return localStorage.getItem(EARLY_LEADS_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing was kept there
  }
}
