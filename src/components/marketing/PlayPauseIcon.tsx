import { PAUSE_GLYPH, PLAY_GLYPH, PLAY_PAUSE_VIEWBOX } from './playPauseGlyph.ts';

/** Play (when `paused`) or pause glyph for the autoplay toggles; the button carries the name. */
export function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="16" height="16" viewBox={PLAY_PAUSE_VIEWBOX} aria-hidden="true" fill="currentColor">
      <path d={paused ? PLAY_GLYPH : PAUSE_GLYPH} />
    </svg>
  );
}
