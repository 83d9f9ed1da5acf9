/** Each lead form's draft key (src/initial/drafts.ts); the outbox item carries it so delivery can clear it. */
export const DRAFT_KEYS = {
  signup: 'lead-signup',
  dialog: 'lead-dialog',
  trial: 'lead-trial',
  embed: 'lead-embed',
} as const;
