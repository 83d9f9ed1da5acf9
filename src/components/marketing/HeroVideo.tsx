import { Island } from '../../islands/Island.tsx';
import { dashboardVideo, demoVideo } from '../../content/videos.ts';
import * as css from './HeroVideo.css.ts';
import * as loopCss from './heroLoop.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';
import { preloadDemoVideoPopup, useDemoPopup } from './useDemoPopup.tsx';

/**
 * The hero's dashboard: a poster image (the page's LCP element, in the prerendered HTML) with the muted loop
 * laid over it once the page is idle (the hero-loop island, src/initial/parts/hero-loop.ts, which plays it without
 * waiting for the app). The big play button
 * opens the narrated product demo.
 */
export function HeroVideo() {
  const demo = useDemoPopup();
  return (
    <div className={css.frame}>
      <ResponsivePicture
        image={dashboardVideo.poster}
        className={css.poster}
        sizes="(min-width: 768px) 540px, 100vw"
        alt={dashboardVideo.poster.alt}
        priority
      />
      <button
        type="button"
        className={css.playDemo}
        aria-label={demoVideo.openLabel}
        aria-haspopup="dialog"
        onClick={demo.openDemo}
        onPointerEnter={preloadDemoVideoPopup}
        onFocus={preloadDemoVideoPopup}
      >
        <PlayIcon />
      </button>
      <Island name="hero-loop" start="idle" className={loopCss.loop} />
      {demo.popup}
    </div>
  );
}
