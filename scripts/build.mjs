// Two Vite builds: the server entry first (used only to prerender), then the client, whose prerender
// plugin renders every route before vite-plugin-pwa precaches the output.
// RR_SLOT=n builds into dist-slotN against the slot's backend port (see tests/e2e/env.ts).
import { rm } from 'node:fs/promises';
import { build } from 'vite';

const slot = Number(process.env.RR_SLOT ?? 0);
const outDir = slot ? `dist-slot${slot}` : 'dist';
const ssrOutDir = `${outDir}-ssr`;
if (slot) process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${54321 + slot * 10}`;
if (slot) process.env.VITE_SITE_URL = `http://127.0.0.1:${4173 + slot * 10}`;
process.env.RR_SSR_ENTRY = `${ssrOutDir}/entry-server.js`;

await rm(outDir, { recursive: true, force: true });
await rm(ssrOutDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true } });
await build({ build: { outDir, emptyOutDir: true } });
