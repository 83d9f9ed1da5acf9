/**
 * What the lead forms tell the visitor once a lead is sent, kept, delivered later or refused
 * (docs/product.md#lead-forms; where the product gives no text, the words are ours). Apart from the forms' other copy
 * (leadCapture.ts) because every page's entry sends and announces leads, and ships whatever module these texts live in.
 */
export const leadToasts = {
  success: 'Thanks for your interest!',
  embedSuccess: "Thanks for your interest! We'll be in touch soon.",
  rejected: 'Failed to submit lead. Please try again.',
  unexpected: 'An unexpected error occurred.',
  formError: 'Error submitting form. Please try again.',
  /** Our words: the lead is kept on the device and sent later. */
  offline: "You're offline — we'll send it as soon as you're back.",
  unreachable: "We couldn't reach our server — we'll send it automatically in a moment.",
  /** A lead that waited has now been delivered. */
  sentLater: 'Your details have now been sent.',
};
