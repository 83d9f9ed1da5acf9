// Two Vite builds: the server entry first (used only to prerender), then the client, whose prerender
// plugin renders every route before vite-plugin-pwa precaches the output.
import { rm } from 'node:fs/promises';
import { build } from 'vite';

await rm('dist', { recursive: true, force: true });
await rm('dist-ssr', { recursive: true, force: true });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true } });
await build();
