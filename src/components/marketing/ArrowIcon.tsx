/** A chevron for previous/next controls; decorative, the button carries the name. */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M12 4l-6 6 6 6' : 'M8 4l6 6-6 6'} />
    </svg>
  );
}
