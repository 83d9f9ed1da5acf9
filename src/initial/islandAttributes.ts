/**
 * The three attributes an island carries (docs/architecture.md#islands), in a module of their own: the bootstrap
 * reads them without bringing the runtime's loaders into every page's inline script.
 */
/** The island's name, which names its code. */
export const ISLAND = 'data-island';
/** When it starts: `load`, `idle` or `used`. */
export const START = 'data-start';
/** Set once its code has taken it. */
export const STARTED = 'data-started';
