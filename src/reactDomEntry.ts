/**
 * React DOM as the entry loads it, before the app (src/main.tsx): an ES module of ours, so the entry needs no
 * CommonJS interop of its own. Bundled into React's chunk (scripts/appChunk.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
