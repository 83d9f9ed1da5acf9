/**
 * The posters of the site's two videos. The dashboard loop's sources and words are in dashboardLoop.ts, loaded with
 * the loop; the demo popup's in demoPopup.ts and demoVideoSources.ts, loaded with the popup.
 */
import { dashboardPoster, demoPoster, type PosterSet } from './media.ts';

export const dashboardVideo: { poster: PosterSet } = { poster: dashboardPoster };

export const demoVideo: { poster: PosterSet; openLabel: string } = {
  poster: demoPoster,
  /** The big play button over a poster that opens the demo popup. */
  openLabel: 'Play the product demo',
};
