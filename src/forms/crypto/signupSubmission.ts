/**
 * The id the crypto sign-up sends as `submissionId`, so crypto-signup-notification creates one client per
 * submission however often the browser sends it (a lost answer, a timeout, a retry after "Please try again").
 *
 * One submission is one set of values as sent: pressing submit again with the same values (after a failure, or
 * with only whitespace changed, which the form trims away) reuses the id, and the function answers the client
 * it may already have created; changed values are a new submission with a new id, and the function creates a
 * new client for them (a lost first one stays as it was). The id lives in the form's component state, not in the
 * stored draft: a reload starts a fresh submission. Only the values' text is compared, in memory; nothing here
 * is stored.
 */

export interface SignupSubmission {
  id: string;
  /** The body the id was made for, serialised. */
  sent: string;
}

/** The submission for `body`: the previous one when `body` is what it sent, else a new id. */
export function submissionFor(previous: SignupSubmission | undefined, body: object): SignupSubmission {
  const sent = JSON.stringify(body);
  return previous?.sent === sent ? previous : { id: crypto.randomUUID(), sent };
}
