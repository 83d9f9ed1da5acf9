import { useEffect, type ReactNode } from 'react';
import { demoVideo } from '../../content/videos.ts';
import * as css from './DemoVideoHero.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';
import { preloadDemoVideoPopup, useDemoPopup } from './useDemoPopup.tsx';

/** SPEC §9: landing pages scroll to the top on load and again 50 ms later (after the browser restores scroll). */
export const SCROLL_REPEAT_MS = 50;

/**
 * The demo video's poster with a big play button that opens the demo popup. With `openOnLoad` (the landing
 * variants of SPEC §4) the popup opens on arrival, the page behind it blurred and locked until it closes.
 * A string `heading` becomes an `<h2>`; pass an element to choose the level yourself. `priority` marks the
 * poster as the page's largest paint (fetched at once, not lazily): on by default where the popup opens on
 * load, and for pages whose first screen is this hero.
 */
export function DemoVideoHero({
  openOnLoad = false,
  priority = openOnLoad,
  heading,
}: {
  openOnLoad?: boolean;
  priority?: boolean;
  heading?: ReactNode;
}) {
  const { openDemo, popup } = useDemoPopup();

  useEffect(() => {
    if (!openOnLoad) return;
    window.scrollTo(0, 0);
    const again = setTimeout(() => window.scrollTo(0, 0), SCROLL_REPEAT_MS);
    openDemo();
    return () => clearTimeout(again);
  }, [openOnLoad, openDemo]);

  return (
    // The marker tells the prerender that this page opens the popup on arrival, so it lists the popup's files
    // among those the entry preloads (scripts/prerender.ts).
    <div className={css.root} data-opens-on-load={openOnLoad ? '' : undefined}>
      {typeof heading === 'string' ? <h2>{heading}</h2> : heading}
      <button
        type="button"
        className={css.frame}
        aria-label={demoVideo.openLabel}
        aria-haspopup="dialog"
        onClick={openDemo}
        onPointerEnter={preloadDemoVideoPopup}
        onFocus={preloadDemoVideoPopup}
      >
        <ResponsivePicture image={demoVideo.poster} className={css.poster} sizes="(min-width: 992px) 960px, 100vw" priority={priority} />
        <span className={css.play}>
          <PlayIcon size={40} />
        </span>
      </button>
      {popup}
    </div>
  );
}
