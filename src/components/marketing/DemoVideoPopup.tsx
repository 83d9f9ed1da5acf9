import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ISLAND, START } from '../../initial/islandAttributes.ts';
import { scheduleIsland } from '../../initial/islands.ts';
import { isHydrating } from '../../routes/hydration.ts';
import { demoPopupCopy } from '../../content/demoPopup.ts';
import { demoVideoSources } from '../../content/demoVideoSources.ts';
import { videoFallbackText } from '../../content/media.ts';
import { demoVideo } from '../../content/videos.ts';
import { visuallyHidden } from '../../styles/layout.css.ts';
import * as css from './DemoVideoPopup.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';

/**
 * The product demo in a modal (docs/product.md#demo-popup): the markup of the demo-popup island, whose behaviour is
 * plain DOM (src/initial/parts/demo-popup.ts), started by the island runtime as soon as the dialog is on the page.
 * The popup that opens on arrival (`onArrival`, the landing variants) is in the prerendered HTML, video and all, and
 * acts from the entry before the app starts; hydrated, it is taken over as it is, and if the visitor closed it
 * meanwhile, the app closes it too. React renders it once per opening and never changes it: what changes while it
 * is open (which button shows, the controls, the blur) is the island's, and the dialog's `close` event tells React.
 *
 * It is the platform's modal `<dialog>`: the site's other dialogs are Radix Dialog, but they open on a click and
 * download then. On the landing pages this one opens on arrival, so its code is part of the first download: Radix
 * Dialog with its scroll lock is 13 KB gzip.
 */
export function DemoVideoPopup({
  open,
  onOpenChange,
  onArrival = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onArrival?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [renderedHere] = useState(() => !isHydrating());

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // Closed by the visitor before the app took the prerendered popup over.
    if (!element.open) {
      onOpenChange(false);
      return;
    }
    return scheduleIsland(element, { now: renderedHere });
  }, [open, onOpenChange, renderedHere]);

  if (!open) return null;
  return (
    <>
      {/* The dimmed, blurred page around the popup: outside the dialog, under the toasts, which the popup's sound
          toast must not be blurred by. The dialog's own backdrop stays transparent (it is above everything).
          Fixed to the viewport from where it is: the section holding it is exempt from containment for it
          (styles/layout.css.ts). Not a portal, which the prerender cannot render. */}
      <div className={css.overlay} data-popup-backdrop="">
        <div className={css.panes.top} />
        <div className={css.panes.bottom} />
        <div className={css.panes.left} />
        <div className={css.panes.right} />
      </div>
      <dialog
        ref={dialog}
        open
        className={css.content}
        tabIndex={-1}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        {...{ [ISLAND]: 'demo-popup', [START]: 'load' }}
        data-on-arrival={onArrival ? '' : undefined}
        // Closed by the island: its button, Escape, the backdrop.
        onClose={() => onOpenChange(false)}
      >
        <h2 id={titleId} className={visuallyHidden}>
          {demoPopupCopy.title}
        </h2>
        <p id={descriptionId} className={visuallyHidden}>
          {demoPopupCopy.description}
        </p>
        <div className={css.stage}>
          {/* The poster in the width this screen needs; the video covers it once mounted, and shows it through
                until its first frame (a video's own `poster` takes no srcset: it was the 47 KB JPEG). */}
          <ResponsivePicture
            image={demoVideo.poster}
            className={css.video}
            sizes="(min-width: 960px) 920px, calc(100vw - 40px)"
          />
          <video
            className={`${css.video} ${css.overPoster}`}
            muted
            playsInline
            // Prerendered, it waits for the control, so it does not compete with the page's own files.
            preload={onArrival ? 'none' : 'metadata'}
          >
            {demoVideoSources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} media={source.media} />
            ))}
            {videoFallbackText}
          </video>
          <button type="button" className={css.playButton} aria-label={demoPopupCopy.play} data-demo="play">
            <PlayIcon size={40} />
          </button>
          <button type="button" className={css.soundHint} data-demo="sound" hidden>
            {demoPopupCopy.soundHint}
          </button>
        </div>
        <button type="button" className={css.close} aria-label={demoPopupCopy.close} data-demo="close">
          <svg
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </dialog>
    </>
  );
}
