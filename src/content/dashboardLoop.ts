/** The hero's muted dashboard loop: its sources in the public `media` bucket and its toggle's names. */
import { videoFiles, videoSources } from './media.ts';

export const dashboardLoop = {
  sources: videoSources(videoFiles.dashboard),
  playLabel: 'Play dashboard video',
  pauseLabel: 'Pause dashboard video',
};
