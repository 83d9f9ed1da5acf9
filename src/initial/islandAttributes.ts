/**
 * The three attributes the island runtime reads (docs/architecture.md#islands), in a module of their own: the
 * bootstrap reads them without bringing the runtime's loaders into every page's inline script.
 */
/** The island's name, which names its code. */
export const ISLAND = 'data-island';
/**
 * When it starts: `load`, `idle`, `visible`, `input` or `used`. Also on the page's root, when the page's app starts,
 * and on a part of the page that needs the app sooner (./islands.ts).
 */
export const START = 'data-start';

/** What a part of a page spreads on its prerendered root element when it needs the page's app at once. */
export const START_APP_AT_LOAD = { [START]: 'load' } as const;
/** …or once it is in the viewport (it acts while seen). */
export const START_APP_WHEN_SEEN = { [START]: 'visible' } as const;
/** Set once its code has taken it. */
export const STARTED = 'data-started';
