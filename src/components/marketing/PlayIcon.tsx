/** The triangle of the big play buttons; decorative, the button carries the name. */
export function PlayIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" fill="currentColor">
      <path d="M11 7.5v17l14-8.5z" />
    </svg>
  );
}
