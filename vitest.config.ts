import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests run in Node: fake-indexeddb stands in for IndexedDB (Blobs round-trip there, not under jsdom).
// A test that hydrates React into a DOM asks for happy-dom in its first line (`// @vitest-environment happy-dom`).
// Playwright specs live in tests/e2e and are never collected here.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/backend/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
