/**
 * Rules every text field obeys, in the lead forms, the crypto sign-up, the edge functions and (copied by hand,
 * checked by tests/backend) the database's check constraints, so every layer refuses the same input.
 */

/**
 * A deliberately simple address check that JavaScript RegExp and PostgreSQL regular expressions read the same
 * way (the migration's `email ~ '…'` constraints use this exact pattern).
 */
export const EMAIL_PATTERN = "^[A-Za-z0-9._%+'-]+@([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$";
export const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);

/**
 * Characters no text field may contain: ASCII and C1 control characters (newlines included: every field is a
 * single line) and the invisible bidirectional controls that can make a Slack message or admin view read
 * differently from what was stored. Letters of right-to-left scripts are fine.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it forbids.
export const FORBIDDEN_TEXT_REGEX = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
