import { menuButton } from '../../app/Navbar.css.ts';

/**
 * The phone's menu button: prerendered inside the menu island's box by the navbar, and hydrated by the island
 * (./island.tsx), which gives it its handlers.
 */
export function MenuButton({ expanded, onClick }: { expanded: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className={menuButton}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}
