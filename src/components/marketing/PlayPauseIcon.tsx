/** Play (when `paused`) or pause glyph for the autoplay toggles; the button carries the name. */
export function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
    </svg>
  );
}
