/**
 * The demo-popup island (docs/architecture.md#islands): what the demo popup does (docs/product.md#demo-popup), in
 * plain DOM, on the `<dialog>` DemoVideoPopup renders with `data-start="load"`. The popup that opens on arrival
 * (`data-on-arrival`) acts from the entry, before and without the page's app. It changes attributes and classes only,
 * never which elements there are, so the app hydrates that markup as it was prerendered; when it closes the dialog,
 * the dialog's own `close` event tells the app.
 *
 * Browsers only autoplay muted video, so it starts muted about 200 ms after it opens, and the first click, tap or
 * key press anywhere turns the sound on (and brings the video's controls). While muted, a click outside the video
 * turns the sound on instead of closing the popup; Escape and the close button always close it. Closing pauses,
 * rewinds and resets it.
 *
 * It is the platform's modal `<dialog>`: the browser puts it above everything, makes the rest of the page inert
 * and closes it on Escape. Prerendered, the dialog is in the markup open but not modal (HTML cannot say modal); the
 * browser shows it above the page like the modal one (fixed, above the overlay), and this makes it modal.
 */
import { demoPopupCopy } from '../../content/demoPopup.ts';
import { afterNextPaint } from '../afterPaint.ts';
import { whenIdle } from '../idle.ts';
import { toast } from '../../toast/lazyToast.ts';
import * as css from '../../components/marketing/DemoVideoPopup.css.ts';
import type { IslandContext } from '../islands.ts';

/** The popup's video starts about 200 ms after it opens (docs/product.md#demo-popup). */
const PLAY_DELAY_MS = 200;
/** Landing pages scroll to the top on load and again 50 ms later, after the browser restores scroll. */
const SCROLL_REPEAT_MS = 50;
const SOUND_TOAST_ID = 'demo-video-sound';

/** Gives the popup's markup its behaviour; returns the close that also takes down what it started. */
function control(dialog: HTMLDialogElement, onArrival: boolean): () => void {
  const overlay = dialog.previousElementSibling as HTMLElement;
  const video = dialog.querySelector('video')!;
  const playButton = dialog.querySelector<HTMLButtonElement>('[data-demo="play"]')!;
  const soundHint = dialog.querySelector<HTMLButtonElement>('[data-demo="sound"]')!;
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-demo="close"]')!;
  const root = document.documentElement;
  const stops: (() => void)[] = [];
  let closed = false;
  let opener: HTMLElement | null = null;
  let toastShown = false;
  let pressedWhileMuted = false;

  const listen = <T extends EventTarget>(target: T, type: string, run: (event: Event) => void, capture = false) => {
    target.addEventListener(type, run, capture);
    stops.push(() => target.removeEventListener(type, run, capture));
  };

  const showState = () => {
    const playing = !video.paused && !video.ended;
    playButton.hidden = playing;
    soundHint.hidden = !(playing && video.muted);
    // The browser's own controls once the sound is on: while the video plays muted, its own play button and
    // 'Click for sound' hint stand in for them (building them is the costliest style work of the popup).
    video.controls = !video.muted;
  };

  const close = () => {
    if (closed) return;
    closed = true;
    for (const stop of stops) stop();
    video.pause();
    video.currentTime = 0;
    video.muted = true;
    toast.dismiss(SOUND_TOAST_ID);
    if (dialog.open) dialog.close();
    overlay.hidden = true;
    root.classList.remove(css.scrollLocked);
    root.style.removeProperty('padding-right');
    opener?.focus();
  };

  // The page behind is dimmed at once and blurred once it has loaded and the browser is idle: blurring a page that
  // is still loading redid the blur on every change behind it, which starved the main thread in software
  // compositing (Lighthouse's headless Chromium).
  stops.push(whenIdle(() => overlay.classList.add(css.blurred), { afterLoad: true }));

  const makeModal = () => {
    if (closed || !dialog.isConnected) return;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Shown again as modal in the same task, so it never paints closed. Its `open` attribute taken off rather than
    // `close()` called: that queues no `close` event, a task of its own in the page's first busy second, and one this
    // island would have to tell from a real close. Safari before 15.4 has no modal dialogs: there it stays the box
    // over the page it was rendered as, closed by its button.
    if (typeof dialog.showModal === 'function') {
      dialog.removeAttribute('open');
      dialog.showModal();
    }
    // The dialog itself takes the focus, so a screen reader starts at its title (showModal focuses the big play
    // button, which goes away once the video plays).
    dialog.focus();
  };
  // The prerendered video waits (preload none), so it does not compete with the page's own files; from here on it
  // may load. Letting it load creates the browser's media player, work long enough to make a long task of whichever
  // task it joins: on arrival it comes in a task of its own once the modal popup has painted, long before its
  // play is due (and a play that comes first loads the video itself).
  const letVideoLoad = () => {
    if (!closed && video.preload === 'none') video.preload = 'metadata';
  };
  // Made modal, the whole page behind is restyled (inert, top layer): on arrival in a task of its own.
  if (onArrival) {
    const timer = setTimeout(() => {
      makeModal();
      void afterNextPaint().then(letVideoLoad);
    });
    stops.push(() => clearTimeout(timer));
  } else {
    makeModal();
    letVideoLoad();
  }

  // The page behind stays where it is while the popup is open. Where scrollbars take room (desktops), hiding the
  // page's would widen it: a padding as wide as the scrollbar keeps everything in place, measured in a frame, where
  // the layout it needs is done anyway.
  const frame = requestAnimationFrame(() => {
    root.style.paddingRight = `${window.innerWidth - root.clientWidth}px`;
    root.classList.add(css.scrollLocked);
  });
  stops.push(() => cancelAnimationFrame(frame));

  if (onArrival) {
    window.scrollTo(0, 0);
    const again = setTimeout(() => window.scrollTo(0, 0), SCROLL_REPEAT_MS);
    stops.push(() => clearTimeout(again));
  }

  const autoplay = setTimeout(() => {
    video.muted = true;
    video.play().catch((error: unknown) => console.warn('Demo video autoplay failed', error));
  }, PLAY_DELAY_MS);
  stops.push(() => clearTimeout(autoplay));

  listen(video, 'playing', () => {
    showState();
    if (!video.muted || toastShown) return;
    toastShown = true;
    // After the popup has painted its playing state: raised from this event, the toast's own rendering would share
    // the task with the popup's.
    void afterNextPaint().then(() => {
      if (!closed && video.muted) toast(demoPopupCopy.soundToast, { id: SOUND_TOAST_ID });
    });
  });
  listen(video, 'pause', showState);
  listen(video, 'ended', showState);
  listen(video, 'volumechange', () => {
    showState();
    if (!video.muted) toast.dismiss(SOUND_TOAST_ID);
  });

  // pointerup rather than pointerdown: for touch, only the end of a tap grants the user activation that lets a page
  // unmute a playing video. The backdrop closes the popup only at the click, after that pointerup, so whether the
  // press began while muted is noted at pointerdown.
  const unmute = (event: Event) => {
    if (!video.muted || (event instanceof KeyboardEvent && event.key === 'Escape')) return;
    video.muted = false;
  };
  listen(document, 'pointerdown', () => (pressedWhileMuted = video.muted), true);
  listen(document, 'pointerup', unmute, true);
  listen(document, 'keydown', unmute, true);

  listen(playButton, 'click', () => {
    video.play().catch((error: unknown) => {
      console.warn('Demo video play failed, retrying muted', error);
      video.muted = true;
      video.play().catch((retryError: unknown) => console.warn('Demo video could not play', retryError));
    });
  });
  listen(soundHint, 'click', () => (video.muted = false));
  listen(closeButton, 'click', close);
  // Escape (the dialog's own cancel) closes it.
  listen(dialog, 'close', close);
  // A click on the dialog element itself, not on anything it holds, landed on its backdrop: the page around the
  // popup. While the video plays muted that click turns the sound on instead.
  listen(dialog, 'click', (event) => {
    const { clientX, clientY, target } = event as MouseEvent;
    if (target !== dialog || pressedWhileMuted) return;
    const box = dialog.getBoundingClientRect();
    const inside = clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
    if (!inside) close();
  });

  return close;
}

export function start(dialog: HTMLElement, { ready }: IslandContext): () => void {
  const close = control(dialog as HTMLDialogElement, dialog.hasAttribute('data-on-arrival'));
  ready();
  return close;
}
