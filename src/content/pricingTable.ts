/**
 * What the embedded pricing table says while its third-party script loads, offline, or when it cannot load
 * (then the plans' own checkout links stand in). Imported only by the embed, which the home page loads on
 * demand, so none of it is in the home page's first JavaScript.
 */
export const pricingTableCopy = {
  loading: 'Loading plans…',
  offline: "You're offline. Plans will load when you're back online.",
  failed: 'The plans table could not load. You can choose a plan here instead:',
};
