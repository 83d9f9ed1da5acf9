/**
 * The hero's muted dashboard loop, in plain DOM: it starts once the page is idle whether or not the page's app has
 * started, and the app starts on the visitor's first input (docs/architecture.md#the-app-on-demand). Started
 * from React, the loop in the first viewport of the home page would start the app at load.
 *
 * HeroVideo renders the loop's box empty and opaque to React (neither hydrated nor re-rendered), and this fills it:
 * the video over the poster, faded in once it really plays, and its play/pause toggle. Never under reduced motion
 * or Save-Data. Started through app/plainParts.ts, by the entry for the prerendered page and by HeroVideo when React
 * mounts it, whichever comes first.
 */
import { dashboardLoop } from '../../content/dashboardLoop.ts';
import { videoFallbackText } from '../../content/media.ts';
import { whenIdle } from '../../lib/idle.ts';
import { reducedMotion } from '../../styles/theme.css.ts';
import * as css from './heroLoop.css.ts';
import { PAUSE_GLYPH, PLAY_GLYPH, PLAY_PAUSE_VIEWBOX } from './playPauseGlyph.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** Save-Data: the visitor asked for fewer bytes, so the loop never downloads. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function loopVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = css.video;
  // The attribute, not only the property: some mobile browsers check the attribute for autoplay.
  video.defaultMuted = true;
  video.muted = true;
  video.autoplay = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = 'auto';
  // A decorative loop without controls, never focused; the toggle beside it plays and pauses it.
  video.setAttribute('aria-hidden', 'true');
  for (const { src, type } of dashboardLoop.sources) {
    const source = document.createElement('source');
    source.src = src;
    source.type = type;
    video.append(source);
  }
  video.append(videoFallbackText);
  return video;
}

function toggleFor(video: HTMLVideoElement): HTMLButtonElement {
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = css.loopToggle;
  const icon = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ width: '16', height: '16', viewBox: PLAY_PAUSE_VIEWBOX }))
    icon.setAttribute(name, value);
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('fill', 'currentColor');
  const glyph = document.createElementNS(SVG, 'path');
  icon.append(glyph);
  toggle.append(icon);
  const show = () => {
    toggle.setAttribute('aria-label', video.paused ? dashboardLoop.playLabel : dashboardLoop.pauseLabel);
    glyph.setAttribute('d', video.paused ? PLAY_GLYPH : PAUSE_GLYPH);
  };
  video.addEventListener('playing', show);
  video.addEventListener('pause', show);
  toggle.addEventListener('click', () => {
    if (video.paused)
      void video.play().catch((error: unknown) => console.warn('Dashboard video could not play', error));
    else video.pause();
  });
  show();
  return toggle;
}

/**
 * Starts the loop in its box once the page has loaded and is idle; a box already started is left as it is. Returns
 * a cancel for a start still waiting.
 */
export function startHeroLoop(box: HTMLElement): () => void {
  if (box.hasChildNodes() || wantsLessData() || window.matchMedia(reducedMotion).matches) return () => {};
  return whenIdle(
    () => {
      if (!box.isConnected || box.hasChildNodes()) return;
      const video = loopVideo();
      video.addEventListener(
        'playing',
        () => {
          video.classList.add(css.visible);
          box.append(toggleFor(video));
        },
        { once: true },
      );
      box.append(video);
    },
    { timeoutMs: 3000, afterLoad: true },
  );
}
