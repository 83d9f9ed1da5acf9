/** Where the end-to-end tests find the servers that playwright.config.ts starts. */
export const E2E = {
  sitePort: 4173,
  siteUrl: 'http://127.0.0.1:4173',
};
