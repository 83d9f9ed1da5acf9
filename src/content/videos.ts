/** The two videos of the site, with their posters and their sources in the public `media` bucket (SPEC §7). */
import { mediaUrl } from '../config.ts';
import { brand } from './brand.ts';
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

export const dashboardVideo: Video = { poster: dashboardPoster, sources: sources(videoFiles.dashboard) };

export const demoVideo: Video & { description: string } = {
  poster: demoPoster,
  sources: sources(videoFiles.demo),
  description: `A 44-second tour of ${brand.product}: alerts for viral conversations, drafted replies and ReplyRadar analytics.`,
};
