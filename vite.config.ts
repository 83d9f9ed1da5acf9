import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunk } from './scripts/appChunk.ts';
import { inlineBootstrap } from './scripts/inlineBootstrap.ts';
import { prerender } from './scripts/prerender.ts';
import { routeMetaTable } from './scripts/routeMetaTable.ts';
import { securityHeaders } from './scripts/securityHeaders.ts';
import { siteConfigValues } from './scripts/siteConfigValues.ts';
import { createConfig } from './src/config.ts';
import { configProblems } from './src/configChecks.ts';
import { webManifest } from './scripts/webManifest.ts';
import { WEB_MANIFEST_PATH } from './src/pwa/webManifestLink.ts';

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteConfig = createConfig(env);
  // A build that would ship a placeholder wallet or payment link, or write an unsafe value into the CSP, stops
  // here with every such value named (README.md, "Configuration").
  const problems = command === 'build' ? configProblems(siteConfig) : [];
  if (problems.length > 0) throw new Error(`This build's config is not deployable:\n- ${problems.join('\n- ')}`);
  const serverEntry = process.env.RR_SSR_ENTRY ?? 'dist-ssr/entry-server.js';
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      appChunk({ entry: 'src/main.tsx', app: 'src/boot.tsx' }),
      inlineBootstrap(),
      // The site's config, read once here from the deployment's variables: the bundle carries its values.
      siteConfigValues(siteConfig),
      prerender({ serverEntry, siteUrl: siteConfig.siteUrl, ogImage: '/og-image.png' }),
      routeMetaTable({ serverEntry }),
      securityHeaders({ serverEntry, config: siteConfig }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The page registers the worker itself through workbox-window (src/pwa/), once, after load.
        injectRegister: false,
        manifest: webManifest,
        // Linked from the page by the PWA layer, not in the HTML (src/pwa/webManifestLink.ts).
        manifestFilename: WEB_MANIFEST_PATH.slice(1),
        // The icons are precached by the glob below already; listing them twice only bloats the manifest.
        includeManifestIcons: false,
        injectManifest: {
          // A classic script (module workers are missing in older browsers): the 'es' build keeps Vite's
          // import.meta-based preload helper for the outbox's lazy supabase-js import, which a classic worker can't parse.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{html,js,css,svg,png,ico,webp,avif,webmanifest}'],
          globIgnores: ['**/screenshots/**', 'og-image.png', '**/founders/*.avif'],
        },
      }),
    ],
    build: {
      manifest: true,
      target: 'es2022',
      // Vite would inline small assets as data: URLs; keep files so the CSP needs no data: images.
      assetsInlineLimit: 0,
      // Every browser the site supports (es2022) knows modulepreload but Safari 16; there the polyfill would only
      // fetch chunks a little earlier, and it costs every visitor 0.4 KB gzip of the entry.
      modulePreload: { polyfill: false },
      // A constant imported from another module (every storage key lives in src/shared/storageKeys.ts) is written
      // where it is used, as one declared beside its use would be: rolldown's default inlines it only in conditions,
      // and otherwise keeps the whole module's constants, and their exports to lazy chunks, in the entry.
      rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
