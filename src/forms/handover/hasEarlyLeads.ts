/**
 * Where earlier versions of the site kept a lead submitted before a page's entry had run: earlyLeads.ts moves such
 * leads into the outbox, and is downloaded only where this says there are some.
 */
import { EARLY_LEADS_STORAGE_KEY } from '../../shared/storageKeys.ts';

/** Whether this device still holds such leads. */
export function hasEarlyLeads(): boolean {
  try {
    return localStorage.getItem(EARLY_LEADS_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing was kept there
  }
}
