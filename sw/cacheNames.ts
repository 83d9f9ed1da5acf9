/**
 * The Cache Storage names the worker creates besides Workbox's own precache. Kept apart from the routes that
 * use them (no Workbox import here), so the cookie policy's test can read them in Node.
 */

/** Images not in the precache (sw/images.ts). */
export const IMAGE_CACHE = 'images';

/** The demo video, cached whole (sw/demoVideo.ts). */
export const DEMO_VIDEO_CACHE = 'demo-video';
