/**
 * What the visitor is told when transaction details that waited in the outbox are finally refused. The form
 * has the refusal's own text (the server's error, 'Failed to save transaction information.' or '… Please try
 * again.'); nothing was said of details that were already past the form, so this line says what to do next.
 */
export const TRANSACTION_NOT_SENT = 'Your transaction details were not sent. Please submit them again.';

/** The success page's link back to the form. */
export const SUBMIT_AGAIN_LINK = 'Submit your transaction details again';
