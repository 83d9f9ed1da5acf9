import type { ReactNode } from 'react';
import { demoVideo } from '../../content/videos.ts';
import * as css from './DemoVideoHero.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';
import { preloadDemoVideoPopup, useDemoPopup, type PopupComponent } from './useDemoPopup.tsx';

/**
 * The demo video's poster with a big play button that opens the demo popup. A page that opens the popup on
 * arrival (the landing variants: docs/product.md#demo-popup) passes it as `popupOnArrival`, imported itself so it is
 * part of the page's code and HTML: it is open from the first paint, the page behind it blurred and locked until it
 * closes. Elsewhere it downloads when asked for. A string `heading` becomes an `<h2>`; pass an element to
 * choose the level yourself. `priority` marks the poster as the page's largest paint (fetched at once, not
 * lazily): on by default where the popup opens on arrival, and for pages whose first screen is this hero.
 */
export function DemoVideoHero({
  popupOnArrival,
  priority = popupOnArrival !== undefined,
  heading,
}: {
  popupOnArrival?: PopupComponent;
  priority?: boolean;
  heading?: ReactNode;
}) {
  const { openDemo, popup } = useDemoPopup(popupOnArrival);

  return (
    <div className={css.root}>
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
        <ResponsivePicture
          image={demoVideo.poster}
          className={css.poster}
          sizes="(min-width: 992px) 960px, 100vw"
          priority={priority}
        />
        <span className={css.play}>
          <PlayIcon size={40} />
        </span>
      </button>
      {popup}
    </div>
  );
}
