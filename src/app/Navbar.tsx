import { useState } from 'react';
import { lazyLayer, OptionalLayer } from './OptionalLayer.tsx';
import { AppLink } from '../components/AppLink.tsx';
import { Logo } from '../components/Logo.tsx';
import { nav } from '../content/navigation.ts';
import { matchRoute, showsNavLinks } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';
import { container } from '../styles/layout.css.ts';
import * as css from './Navbar.css.ts';

// The side menu (and Radix Dialog with it) downloads on the first tap, not with every page.
const MobileMenu = lazyLayer(
  () => import('./MobileMenu.tsx'),
  (m) => m.MobileMenu,
);

export function Navbar({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const withLinks = showsNavLinks(pathname);
  // The full-page lead form (/signup) uses a smaller logo below 768 px (docs/product.md#navigation). The size switch is
  // a media query in Logo.css.ts, so the prerendered HTML is already right: no script, no layout shift.
  const compactLogo = matchRoute(pathname).path === '/signup';

  function openMenu() {
    // Opened once its code is there, so that it renders at once rather than from behind a Suspense fallback.
    void MobileMenu.preload().then(() => {
      setMenuRequested(true);
      setMenuOpen(true);
    });
  }

  return (
    <header className={css.header}>
      <nav aria-label="Main" className={`${container} ${css.bar}`}>
        <Logo compact={compactLogo} />
        {withLinks && (
          <>
            <div className={css.desktopLinks}>
              <a className={css.navLink} href={nav.features.href}>
                {nav.features.label}
              </a>
              <a className={css.navLink} href={nav.login.href}>
                {nav.login.label}
              </a>
              <AppLink className={button.primary} to={nav.signup.href}>
                {nav.signup.label}
              </AppLink>
            </div>
            <div className={css.mobileActions}>
              <AppLink className={`${button.primary} ${css.smallButton}`} to={nav.freeTrial.href}>
                {nav.freeTrial.label}
              </AppLink>
              <button
                type="button"
                className={css.menuButton}
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onPointerDown={MobileMenu.preload}
                onClick={openMenu}
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
            </div>
          </>
        )}
      </nav>
      {menuRequested && (
        <OptionalLayer>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </OptionalLayer>
      )}
    </header>
  );
}
