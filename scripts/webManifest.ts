import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../src/content/brand.ts';

/** The web app manifest: what the install sheet and the home-screen icon show. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${brand.product}: AI growth tools for X`,
  short_name: brand.product,
  description: 'Alerts for viral conversations on X with replies drafted in your voice.',
  // The source tag tells analytics a visit came from the installed app.
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  lang: 'en',
  dir: 'ltr',
  categories: ['business', 'productivity', 'social'],
  theme_color: brand.themeColor,
  background_color: brand.backgroundColor,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The richer install sheet (Chrome on Android and desktop) shows these.
  screenshots: [
    {
      src: '/screenshots/mobile.png',
      sizes: '1080x1920',
      type: 'image/png',
      form_factor: 'narrow',
      label: `${brand.product} home screen on a phone`,
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: `${brand.product} home page on a desktop`,
    },
  ],
  shortcuts: [
    {
      name: 'Watch Demo',
      short_name: 'Demo',
      description: `See ${brand.product} in action`,
      url: '/np1?source=pwa-shortcut',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Start your free trial',
      short_name: 'Free Trial',
      description: '7 days free',
      url: '/signup?source=pwa-shortcut',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
