import { config, mediaUrl } from '../src/config.ts';

/** Every public file of the `media` bucket starts with this. */
export const STORAGE_MEDIA_PREFIX = mediaUrl('');

/** The demo video in both encodings (`<source>` picks one), whatever extension the config names. */
const demoVideoBase = mediaUrl(config.demoVideoPath).replace(/\.(mp4|webm)$/, '');
export const DEMO_VIDEO_URLS = [`${demoVideoBase}.mp4`, `${demoVideoBase}.webm`];
