/** The two videos of the site, with their posters and their sources in the public `media` bucket. */
import { mediaUrl } from '../config.ts';
import { dashboardPoster, demoPoster, videoFiles, type PosterSet, type VideoSources } from './media.ts';

export interface VideoSource {
  src: string;
  type: string;
  /** The browser skips a source whose media query does not match (browsers that ignore it take the first). */
  media?: string;
}

export interface Video {
  poster: PosterSet;
  /** MP4 (H.264, plays everywhere) first, then the smaller WebM. */
  sources: VideoSource[];
}

/** A video's two encodings as `<source>`s. */
export function videoSources(files: VideoSources): VideoSource[] {
  return [
    { src: mediaUrl(files.mp4), type: 'video/mp4' },
    { src: mediaUrl(files.webm), type: 'video/webm' },
  ];
}

/** Shown by browsers that cannot play `<video>` (docs/product.md#demo-popup). */
export const videoFallbackText = 'Your browser does not support the video tag.';

export const dashboardVideo: Video & { playLabel: string; pauseLabel: string } = {
  poster: dashboardPoster,
  sources: videoSources(videoFiles.dashboard),
  playLabel: 'Play dashboard video',
  pauseLabel: 'Pause dashboard video',
};

/** The popup's own words are in demoPopup.ts and its sources in demoVideoSources.ts, loaded with the popup. */
export const demoVideo: { poster: PosterSet; openLabel: string } = {
  poster: demoPoster,
  /** The big play button over a poster that opens the demo popup. */
  openLabel: 'Play the product demo',
};
