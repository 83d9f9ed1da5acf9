import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender.ts';
import { webManifest } from './scripts/webManifest.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = (env.VITE_SITE_URL || 'http://127.0.0.1:4173').replace(/\/+$/, '');
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      prerender({ serverEntry: process.env.RR_SSR_ENTRY ?? 'dist-ssr/entry-server.js', siteUrl, ogImage: '/og-image.png' }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The page registers the worker itself through workbox-window (src/pwa/), once, after load.
        injectRegister: false,
        manifest: webManifest,
        injectManifest: {
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
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
