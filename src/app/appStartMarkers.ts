/**
 * What a part of a page spreads on its prerendered root element when it needs the page's app without waiting for
 * the visitor's first input (src/app/whenAppNeeded.ts): at once, for a part that acts on arrival, or once it is in
 * the viewport, for a part that acts while seen.
 */
export const APP_START_ATTRIBUTE = 'data-app-start';

export const START_APP_AT_LOAD = { [APP_START_ATTRIBUTE]: 'load' } as const;
export const START_APP_WHEN_SEEN = { [APP_START_ATTRIBUTE]: 'visible' } as const;
