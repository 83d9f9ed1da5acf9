/**
 * The honeypot field's name (Honeypot.tsx): a field people never see but form-filling bots fill. A file of
 * its own so the entry's hold on early submits can read it without React.
 */
export const HONEYPOT_NAME = 'website';
