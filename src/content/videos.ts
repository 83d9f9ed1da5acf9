/** The two videos of the site, with their posters and their sources in the public `media` bucket (SPEC §7). */
import { mediaUrl } from '../config.ts';
import { dashboardPoster, demoPoster, videoFiles, type PosterSet, type VideoSources } from './media.ts';

export interface VideoSource {
  src: string;
  type: string;
}

export interface Video {
  poster: PosterSet;
  /** MP4 (H.264, plays everywhere) first, then the smaller WebM. */
  sources: VideoSource[];
}

function sources(files: VideoSources): VideoSource[] {
  return [
    { src: mediaUrl(files.mp4), type: 'video/mp4' },
    { src: mediaUrl(files.webm), type: 'video/webm' },
  ];
}

/** Shown by browsers that cannot play `<video>` (SPEC §8). */
export const videoFallbackText = 'Your browser does not support the video tag.';

export const dashboardVideo: Video & { playLabel: string; pauseLabel: string } = {
  poster: dashboardPoster,
  sources: sources(videoFiles.dashboard),
  playLabel: 'Play dashboard video',
  pauseLabel: 'Pause dashboard video',
};

/** The popup's own words are in demoPopup.ts, loaded with the popup. */
export const demoVideo: Video & { openLabel: string } = {
  poster: demoPoster,
  sources: sources(videoFiles.demo),
  /** The big play button over a poster that opens the demo popup. */
  openLabel: 'Play the product demo',
};
