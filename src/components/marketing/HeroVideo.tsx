import { START_APP_NEAR_VIEWPORT } from '../../app/appStartMarkers.ts';
import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { dashboardVideo, demoVideo, videoFallbackText } from '../../content/videos.ts';
import { reducedMotion } from '../../styles/theme.css.ts';
import { PlayPauseIcon } from './PlayPauseIcon.tsx';
import * as css from './HeroVideo.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';
import { preloadDemoVideoPopup, useDemoPopup } from './useDemoPopup.tsx';

/** Save-Data: the visitor asked for fewer bytes, so the loop never downloads. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The hero's dashboard: a poster image (the page's LCP element, in the prerendered HTML) with the muted loop
 * laid over it once the page is idle, never under reduced motion or Save-Data. The big play button opens the
 * narrated product demo.
 */
export function HeroVideo() {
  const [loop, setLoop] = useState(false);
  const [shown, setShown] = useState(false);
  const [paused, setPaused] = useState(false);
  const demo = useDemoPopup();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (wantsLessData() || window.matchMedia(reducedMotion).matches) return;
    return whenIdle(() => startTransition(() => setLoop(true)), { timeoutMs: 3000, afterLoad: true });
  }, []);

  const toggleLoop = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused)
      void element.play().catch((error: unknown) => console.warn('Dashboard video could not play', error));
    else element.pause();
  };

  return (
    // The muted loop starts while seen.
    <div className={css.frame} {...START_APP_NEAR_VIEWPORT}>
      <ResponsivePicture
        image={dashboardVideo.poster}
        className={css.poster}
        sizes="(min-width: 768px) 540px, 100vw"
        alt={dashboardVideo.poster.alt}
        priority
      />
      {loop && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a decorative loop without controls, never focused; the button beside it plays and pauses it.
        <video
          ref={(element) => {
            // React sets only the `muted` property; the attribute is what some mobile browsers check for autoplay.
            if (element) element.defaultMuted = true;
          }}
          className={shown ? `${css.video} ${css.visible}` : css.video}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          onPlaying={() => {
            setShown(true);
            setPaused(false);
          }}
          onPause={() => setPaused(true)}
        >
          {dashboardVideo.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {videoFallbackText}
        </video>
      )}
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
      {shown && (
        <button
          type="button"
          className={css.loopToggle}
          aria-label={paused ? dashboardVideo.playLabel : dashboardVideo.pauseLabel}
          onClick={toggleLoop}
        >
          <PlayPauseIcon paused={paused} />
        </button>
      )}
      {demo.popup}
    </div>
  );
}
