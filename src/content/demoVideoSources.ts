/**
 * The demo video's `<source>`s. Only the popup imports them: the pages that show the demo's poster and play
 * button load this with the popup, not before.
 */
import { videoFiles, videoSources, type VideoSource } from './media.ts';

/**
 * Screens where the demo's full 1280×720 rendition plays; narrower ones (phones in portrait) get the 960×540
 * one. There the popup's video is at most 440 CSS px wide, 880-1 320 device pixels on 2x-3x screens, so 540p
 * shows about what 720p would, for a fifth fewer bytes (the narration's share is the same) and 44 % fewer
 * pixels to decode.
 */
export const FULL_DEMO_MEDIA = '(min-width: 481px)';

/** Full first: a browser that ignores `media` on a video's sources plays the full rendition everywhere. */
export const demoVideoSources: VideoSource[] = [
  ...videoSources(videoFiles.demo).map((source) => ({ ...source, media: FULL_DEMO_MEDIA })),
  ...videoSources(videoFiles.demo.phone),
];
