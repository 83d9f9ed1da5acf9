import { AppLink } from '../components/AppLink.tsx';
import { Logo } from '../components/Logo.tsx';
import { nav } from '../content/navigation.ts';
import { matchRoute, showsNavLinks } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';
import { container } from '../styles/layout.css.ts';
import { Island } from '../islands/Island.tsx';
import { MENU_BUTTON_HTML } from './menuButton.ts';
import * as css from './Navbar.css.ts';

export function Navbar({ pathname }: { pathname: string }) {
  const withLinks = showsNavLinks(pathname);
  // The full-page lead form (/signup) uses a smaller logo below 768 px (docs/product.md#navigation). The size switch is
  // a media query in Logo.css.ts, so the prerendered HTML is already right: no script, no layout shift.
  const compactLogo = matchRoute(pathname).path === '/signup';

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
              <Island name="menu" start="used" className={css.menuIsland} html={MENU_BUTTON_HTML} />
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
