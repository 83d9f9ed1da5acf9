/**
 * The menu island (docs/architecture.md#islands): the phone's menu button and its side menu, in plain DOM, started on
 * the first touch, key or focus on the button (`data-start="used"`), whether or not the page's app has started. The
 * menu is the browser's own modal <dialog>: the page behind is inert, Escape closes it, the focus goes back to the
 * button. Every link closes it, so a navigation never leaves it open over the next page; the link to one of the
 * site's pages moves in the app once the app renders the page, and loads the next page before that (history.ts).
 */
import { menuButton } from '../../app/Navbar.css.ts';
import * as css from '../../app/MobileMenu.css.ts';
import { nav } from '../../content/navigation.ts';
import { isPlainClick, navigate } from '../../routes/history.ts';
import { block, button } from '../../styles/button.css.ts';
import type { IslandContext } from '../islands.ts';

const SVG = 'http://www.w3.org/2000/svg';
const TITLE_ID = 'mobile-menu-title';

function closeIcon(): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  const attributes = { width: '24', height: '24', viewBox: '0 0 24 24', 'aria-hidden': 'true', fill: 'none' };
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  for (const [name, value] of Object.entries({
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
  }))
    icon.setAttribute(name, value);
  const cross = document.createElementNS(SVG, 'path');
  cross.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  icon.append(cross);
  return icon;
}

function link({ label, href }: { label: string; href: string }, className: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = className;
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}

/** The side menu: its title, the close button and the navbar's links. */
function sideMenu(): { menu: HTMLDialogElement; close: HTMLButtonElement; appLink: HTMLAnchorElement } {
  const menu = document.createElement('dialog');
  menu.className = css.panel;
  menu.setAttribute('aria-labelledby', TITLE_ID);
  const top = document.createElement('div');
  top.className = css.top;
  const title = document.createElement('h2');
  title.id = TITLE_ID;
  title.className = css.title;
  title.textContent = 'Menu';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = menuButton;
  close.setAttribute('aria-label', 'Close menu');
  close.append(closeIcon());
  top.append(title, close);
  const appLink = link(nav.signup, `${button.primary} ${block}`);
  menu.append(top, link(nav.features, css.link), link(nav.login, css.link), appLink);
  return { menu, close, appLink };
}

/** A tap on the dimmed page around the sheet (the dialog's ::backdrop, outside its box) closes it. */
function tappedOutside(menu: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== menu) return false;
  const box = menu.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function start(box: HTMLElement, { ready }: IslandContext): () => void {
  const opener = box.querySelector('button');
  if (!opener) throw new Error('The menu island has no button (src/app/menuButton.ts)');
  const { menu, close, appLink } = sideMenu();
  // Inside the island's box (the top layer shows it over everything): using the menu is the island's input, which
  // does not start the page's app (initial/engagement.ts).
  box.append(menu);

  const open = () => {
    menu.showModal();
    opener.setAttribute('aria-expanded', 'true');
  };
  const onClick = (event: MouseEvent) => {
    if (tappedOutside(menu, event)) return menu.close();
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    menu.close();
    if (anchor === appLink && isPlainClick(event, anchor.target)) {
      event.preventDefault();
      navigate(nav.signup.href);
    }
  };
  opener.addEventListener('click', open);
  close.addEventListener('click', () => menu.close());
  menu.addEventListener('click', onClick);
  menu.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  ready();
  return () => {
    opener.removeEventListener('click', open);
    menu.remove();
  };
}
