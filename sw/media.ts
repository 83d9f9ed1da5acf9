import { mediaUrl } from '../src/config.ts';
import { videoFiles } from '../src/content/media.ts';

/** Every public file of the `media` bucket starts with this. */
export const STORAGE_MEDIA_PREFIX = mediaUrl('');

/** The demo video in both encodings (`<source>` picks one). */
export const DEMO_VIDEO_URLS = [mediaUrl(videoFiles.demo.mp4), mediaUrl(videoFiles.demo.webm)];
