import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../src/content/brand.ts';

/** The web app manifest: what the install sheet and the home-screen icon show. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${brand.product}: AI growth tools for X`,
  short_name: brand.product,
  description: 'Alerts for viral conversations on X with replies drafted in your voice.',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  theme_color: brand.themeColor,
  background_color: brand.backgroundColor,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
