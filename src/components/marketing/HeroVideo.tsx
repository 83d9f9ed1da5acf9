import { useEffect, useRef } from 'react';
import { HERO_LOOP_BOX, startHeroLoop } from '../../app/plainParts.ts';
import { dashboardVideo, demoVideo } from '../../content/videos.ts';
import * as css from './HeroVideo.css.ts';
import * as loopCss from './heroLoop.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';
import { preloadDemoVideoPopup, useDemoPopup } from './useDemoPopup.tsx';

/** The loop's box is filled by heroLoop.ts: React neither hydrates nor re-renders what is inside. */
const FILLED_OUTSIDE_REACT = { __html: '' };

/**
 * The hero's dashboard: a poster image (the page's LCP element, in the prerendered HTML) with the muted loop
 * laid over it once the page is idle (heroLoop.ts, which plays it without waiting for the app). The big play button
 * opens the narrated product demo.
 */
export function HeroVideo() {
  const demo = useDemoPopup();
  const loop = useRef<HTMLDivElement>(null);

  useEffect(() => startHeroLoop(loop.current!), []);

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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, no content: it only keeps React out of the box heroLoop.ts fills. */}
      <div ref={loop} className={loopCss.loop} {...HERO_LOOP_BOX} dangerouslySetInnerHTML={FILLED_OUTSIDE_REACT} />
      {demo.popup}
    </div>
  );
}
