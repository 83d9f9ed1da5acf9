/**
 * What the lead forms tell the visitor once a lead is sent, kept, delivered later or refused
 * (docs/product.md#lead-forms; where the product gives no text, the words are ours). Apart from the forms' other copy
 * (leadCapture.ts) because every page's bootstrap and entry carry them. Read as `leadToasts.success` after
 * `import * as leadToasts`: each text, a constant, is then written where it is said, and a page carries only those its
 * code says (the bootstrap is inlined in every page's HTML).
 */
export const success = 'Thanks for your interest!';
export const embedSuccess = "Thanks for your interest! We'll be in touch soon.";
export const rejected = 'Failed to submit lead. Please try again.';
export const unexpected = 'An unexpected error occurred.';
export const formError = 'Error submitting form. Please try again.';
/** Our words: the lead is kept on the device and sent later. */
export const offline = "You're offline — we'll send it as soon as you're back.";
export const unreachable = "We couldn't reach our server — we'll send it automatically in a moment.";
/** A lead that waited has now been delivered. */
export const sentLater = 'Your details have now been sent.';
