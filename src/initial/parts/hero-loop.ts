/**
 * The hero-loop island (docs/architecture.md#islands): the hero's muted dashboard loop, in plain DOM, started once
 * the page has loaded and is idle (`data-start="idle"`), whether or not the page's app has started.
 *
 * HeroVideo renders the island's box empty and opaque to React (neither hydrated nor re-rendered), and this fills it:
 * the video over the poster, faded in once it really plays, and its play/pause toggle. Never under reduced motion
 * or Save-Data.
 */
import type { IslandContext } from '../islands.ts';
import { dashboardLoop } from '../../content/dashboardLoop.ts';
import { videoFallbackText } from '../../content/media.ts';
import { reducedMotion } from '../../styles/theme.css.ts';
import * as css from '../../components/marketing/heroLoop.css.ts';
import { PAUSE_GLYPH, PLAY_GLYPH, PLAY_PAUSE_VIEWBOX } from '../../components/marketing/playPauseGlyph.ts';

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

/** Fills the box with the loop, which shows once it really plays. Its toggle handles its own taps. */
export function start(box: HTMLElement, { ready }: IslandContext): () => void {
  ready();
  if (box.hasChildNodes() || wantsLessData() || window.matchMedia(reducedMotion).matches) return () => {};
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
  return () => box.replaceChildren();
}
