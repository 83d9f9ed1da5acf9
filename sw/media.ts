import { mediaUrl } from '../src/config.ts';
import { videoFiles } from '../src/content/media.ts';

/** Every public file of the `media` bucket starts with this. */
export const STORAGE_MEDIA_PREFIX = mediaUrl('');

/** The demo video: both renditions, each in both encodings (the `<source>` elements pick one). */
export const DEMO_VIDEO_URLS = [videoFiles.demo, videoFiles.demo.phone].flatMap((files) => [
  mediaUrl(files.mp4),
  mediaUrl(files.webm),
]);
