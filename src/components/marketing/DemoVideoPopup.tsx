import { startTransition, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { demoPopupCopy } from '../../content/demoPopup.ts';
import { demoVideoSources } from '../../content/demoVideoSources.ts';
import { videoFallbackText } from '../../content/media.ts';
import { demoVideo } from '../../content/videos.ts';
import { afterNextPaint } from '../../lib/afterPaint.ts';
import { whenIdle } from '../../lib/idle.ts';
import { toast } from '../../lib/lazyToast.ts';
import { visuallyHidden } from '../../styles/layout.css.ts';
import * as css from './DemoVideoPopup.css.ts';
import { PlayIcon } from './PlayIcon.tsx';
import { ResponsivePicture } from './ResponsivePicture.tsx';

/** The popup's video starts about 200 ms after it opens (docs/product.md#demo-popup). */
export const PLAY_DELAY_MS = 200;
const SOUND_TOAST_ID = 'demo-video-sound';

/**
 * The product demo in a modal (docs/product.md#demo-popup). Browsers only autoplay muted video, so it starts
 * muted and the first click, tap or key press anywhere turns the sound on (and brings the video's controls).
 * While muted, a click outside the video turns the sound on instead of closing the popup; Escape and the close
 * button always close it.
 *
 * It is the platform's modal `<dialog>`: the browser puts it above everything, makes the rest of the page inert
 * (no focus, no clicks, hidden from assistive tech) and closes it on Escape. The site's other dialogs are Radix
 * Dialog, but they open on a click and download then. On the landing pages this one opens on arrival, so its
 * code is part of the first download and its mount part of page load: Radix Dialog with its scroll lock is
 * 13 KB gzip, and its mount re-rendered synchronously inside React's commit, a long task of /np1's page load.
 *
 * `onArrival`: the popup is open from the page's first render, so the prerendered HTML has it, video and all,
 * and the first paint shows it. The dialog is in the markup open but not modal (HTML cannot say modal); the
 * browser shows it above the page like the modal one (fixed, above the overlay), and hydration makes it modal.
 * Building the popup and its video in React on arrival cost main-thread time after the
 * page had painted without it (on a slow network seconds after, the page then covered as the visitor read it).
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
  const video = useRef<HTMLVideoElement>(null);
  // Opened by a click, the <video> mounts one task after the popup, in a transition: creating it (Chromium
  // builds its media controls then, style work that is costly on a phone)
  // would otherwise make the task that mounts the popup a long one. Until then the popup shows the same poster
  // as an image. Opened on arrival, it comes with the HTML.
  const [videoMounted, setVideoMounted] = useState(onArrival);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const toastShown = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const pressedWhileMuted = useRef(false);
  /** The autoplay delay has passed: play as soon as there is a video. */
  const autoplayDue = useRef(false);

  // The page behind is dimmed at once and blurred once it has loaded and the browser is idle: blurring a page
  // that is still loading redid the blur on every change behind it. In software compositing (Lighthouse's
  // headless Chromium) that starved the main thread: with the blur from the first paint, /np1's total blocking time in
  // Lighthouse was several times what it is without it.
  const [blurred, setBlurred] = useState(false);
  useEffect(() => whenIdle(() => setBlurred(true), { afterLoad: true }), []);

  const titleId = useId();
  const descriptionId = useId();

  const showModal = useCallback(
    (dialog: HTMLDialogElement | null) => {
      if (!dialog) return;
      const makeModal = () => {
        if (!dialog.isConnected) return;
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        // It renders open (see above), not modal: closed and shown again as modal, in the same task, so it never
        // paints closed. The `close` event this queues is ignored (onClose). Safari before 15.4 has no modal
        // dialogs: there it stays the box over the page it was rendered as, closed by its button.
        if (typeof dialog.showModal === 'function') {
          dialog.close();
          dialog.showModal();
        }
        // The dialog itself takes the focus, so a screen reader starts at its title. showModal focuses the first
        // button, the big play button, which goes away (and the focus with it) once the video plays.
        dialog.focus();
      };
      // Made modal the whole page behind is restyled (inert, top layer): on arrival, in a task of its own rather
      // than in hydration's last one, each short enough not to hold up a tap (the overlay covers the page meanwhile).
      if (onArrival) setTimeout(makeModal);
      else makeModal();
    },
    [onArrival],
  );

  // The page behind stays where it is while the popup is open (docs/product.md#demo-popup); the focus goes back to
  // what opened the popup once the dialog has left the page (while it was modal, nothing behind could take it).
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    // Where scrollbars take room (desktops), hiding the page's would widen it: a padding as wide as the
    // scrollbar keeps everything in place. It is measured in a frame, where the layout that the measuring
    // needs is done anyway; read now, during page load on the landing pages, it would force one of its own.
    const frame = requestAnimationFrame(() => {
      root.style.paddingRight = `${window.innerWidth - root.clientWidth}px`;
      root.classList.add(css.scrollLocked);
    });
    return () => {
      cancelAnimationFrame(frame);
      root.classList.remove(css.scrollLocked);
      root.style.removeProperty('padding-right');
      opener.current?.focus();
    };
  }, [open]);

  const autoplay = useCallback(() => {
    const element = video.current;
    if (!element || !autoplayDue.current) return;
    autoplayDue.current = false;
    element.muted = true;
    element.play().catch((error: unknown) => console.warn('Demo video autoplay failed', error));
  }, []);

  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      autoplay();
    },
    [autoplay],
  );

  useEffect(() => {
    if (!open) return;
    startTransition(() => setVideoMounted(true));
    // The prerendered video waits (preload none), so it does not compete with the page's own files for the
    // network before the app runs; from here on it may load.
    if (video.current?.preload === 'none') video.current.preload = 'metadata';
    const timer = setTimeout(() => {
      autoplayDue.current = true;
      autoplay();
    }, PLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      autoplayDue.current = false;
    };
  }, [open, autoplay]);

  // pointerup rather than pointerdown: for touch, only the end of a tap grants the user activation that lets
  // a page unmute a playing video. The backdrop closes the popup only at the click, after that pointerup, so
  // whether the press began while muted is noted at pointerdown.
  useEffect(() => {
    if (!open) return;
    const press = () => {
      pressedWhileMuted.current = video.current?.muted ?? false;
    };
    const unmute = (event: Event) => {
      const element = video.current;
      if (!element?.muted || (event instanceof KeyboardEvent && event.key === 'Escape')) return;
      element.muted = false;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', unmute, true);
    document.addEventListener('keydown', unmute, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', unmute, true);
      document.removeEventListener('keydown', unmute, true);
    };
  }, [open]);

  const reset = () => {
    const element = video.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
      element.muted = true;
    }
    toast.dismiss(SOUND_TOAST_ID);
    toastShown.current = false;
    setPlaying(false);
    setVideoMounted(false);
    setMuted(true);
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const playByHand = async () => {
    const element = video.current;
    if (!element) return;
    try {
      await element.play();
    } catch (error) {
      console.warn('Demo video play failed, retrying muted', error);
      element.muted = true;
      await element.play().catch((retryError: unknown) => console.warn('Demo video could not play', retryError));
    }
  };

  // A click on the dialog element itself, not on anything it holds, landed on its backdrop: the page around
  // the popup. While the video plays muted that click turns the sound on instead (see above).
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || pressedWhileMuted.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) changeOpen(false);
  };

  if (!open) return null;
  return (
    <>
      {/* The dimmed, blurred page around the popup: outside the dialog, under the toasts, which the popup's sound
          toast must not be blurred by. The dialog's own backdrop stays transparent (it is above everything).
          Fixed to the viewport from where it is: the section holding it is exempt from containment for it
          (styles/layout.css.ts). Not a portal, which the prerender cannot render. */}
      <div className={`${css.overlay} ${blurred ? css.blurred : ''}`} data-popup-backdrop="">
        <div className={css.panes.top} />
        <div className={css.panes.bottom} />
        <div className={css.panes.left} />
        <div className={css.panes.right} />
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; from the keyboard, Escape does (the dialog's own cancel). */}
      <dialog
        ref={showModal}
        open
        className={css.content}
        tabIndex={-1}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // Still open: the close before it was made modal (showModal), not the visitor's.
        onClose={(event) => event.currentTarget.open || changeOpen(false)}
        onClick={closeOnBackdrop}
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
          {videoMounted && (
            <video
              ref={attachVideo}
              className={`${css.video} ${css.overPoster}`}
              // The browser's own controls once the sound is on (the visitor's first press anywhere): while the
              // video plays muted, its own play button and 'Click for sound' hint stand in for them. Building them
              // is the costliest style work of the popup (on /np1, where it opens during page load, a long
              // style and layout task of its own at Lighthouse's slowed CPU).
              controls={!muted}
              muted
              playsInline
              preload={onArrival ? 'none' : 'metadata'}
              onPlaying={(event) => {
                setPlaying(true);
                if (event.currentTarget.muted && !toastShown.current) {
                  toastShown.current = true;
                  // After the popup has painted its playing state: sonner renders a toast synchronously
                  // (flushSync in a task of its own), and raised from this event it also rendered and laid
                  // out the popup's update, one task twice as long (on /np1, during page load).
                  void afterNextPaint().then(() => {
                    if (toastShown.current && video.current?.muted)
                      toast(demoPopupCopy.soundToast, { id: SOUND_TOAST_ID });
                  });
                }
              }}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onVolumeChange={(event) => {
                const nowMuted = event.currentTarget.muted;
                setMuted(nowMuted);
                if (!nowMuted) toast.dismiss(SOUND_TOAST_ID);
              }}
            >
              {demoVideoSources.map((source) => (
                <source key={source.src} src={source.src} type={source.type} media={source.media} />
              ))}
              {videoFallbackText}
            </video>
          )}
          {!playing && (
            <button
              type="button"
              className={css.playButton}
              aria-label={demoPopupCopy.play}
              onClick={() => void playByHand()}
            >
              <PlayIcon size={40} />
            </button>
          )}
          {playing && muted && (
            <button
              type="button"
              className={css.soundHint}
              onClick={() => {
                if (video.current) video.current.muted = false;
              }}
            >
              {demoPopupCopy.soundHint}
            </button>
          )}
        </div>
        <button type="button" className={css.close} aria-label={demoPopupCopy.close} onClick={() => changeOpen(false)}>
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
