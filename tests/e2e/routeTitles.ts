/**
 * A few routes' titles, written out as a visitor reads them in the tab: one of each kind (the home page's own, a
 * heading's, a title chosen by the route for a page that serves two, the 404's). The e2e specs cannot read the titles
 * from src/routes/routeMeta.ts, which gathers them with Vite's `import.meta.glob`; they hold every other route to what
 * must be true of it instead, and tests/unit/routeTable.test.ts checks each route's own.
 */
export const KNOWN_TITLES: Readonly<Record<string, string>> = {
  '/': 'ReplyRocket: grow on X with AI-drafted replies',
  '/privacy': 'Privacy Policy | ReplyRocket',
  '/signupwithcrypto': 'Three-month plans with crypto | ReplyRocket',
  '*': 'Page not found | ReplyRocket',
};
