/** The offer box's copy button and the toasts it raises. Imported only by OfferBox. */
export const offerBoxCopy = {
  copy: 'Copy code',
  copied: 'Promo code copied to clipboard',
  /** When the clipboard refuses: the code stays on screen to select by hand. */
  copyByHand: 'Copy the code above and paste it at checkout',
};
