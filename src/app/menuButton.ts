import { menuButton } from './Navbar.css.ts';

/**
 * The phone's menu button, as HTML: the navbar writes it into the menu island's box (Island's `html`), in the
 * prerender and in a render in the browser alike, and the island (src/initial/parts/menu.ts) gives it its handler.
 */
export const MENU_BUTTON_HTML =
  `<button type="button" class="${menuButton}" aria-label="Open menu" aria-haspopup="dialog" aria-expanded="false">` +
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"></path></svg></button>';
