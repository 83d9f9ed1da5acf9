/**
 * Texts of the offline note (ours: docs/product.md#install-and-offline). Apart from copy.ts: the entry shows the
 * note (offlineIndicator.ts), and the install texts stay out of it.
 */
export const offlineCopy = {
  offline: "You're offline. Pages you've visited still work.",
  online: "You're back online.",
} as const;
