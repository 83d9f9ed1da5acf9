import { Link } from 'react-router-dom';
import { useCookieConsentContext } from '../consent/CookieConsentProvider.tsx';
import { brand } from '../content/brand.ts';
import { footerDisclaimer, footerSupport, nav, socialLinks } from '../content/navigation.ts';
import { showsFooterFeatures } from '../routes/routeTable.ts';
import { container } from '../styles/layout.css.ts';
import * as css from './Footer.css.ts';

export function Footer({ pathname }: { pathname: string }) {
  const { setPreferencesOpen } = useCookieConsentContext();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.columns}>
          <div>
            <p className={css.heading}>{brand.product}</p>
            <p className={css.brandLine}>{brand.tagline}: alerts for viral conversations and replies drafted in your voice.</p>
          </div>
          <nav aria-labelledby="footer-platform">
            <h2 id="footer-platform" className={css.heading}>
              Platform
            </h2>
            <ul className={css.list}>
              {showsFooterFeatures(pathname) && (
                <li>
                  <a className={css.link} href={nav.features.href}>
                    {nav.features.label}
                  </a>
                </li>
              )}
              <li>
                <Link className={css.link} to="/pricing">
                  Pricing
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-support">
            <h2 id="footer-support" className={css.heading}>
              Support
            </h2>
            <ul className={css.list}>
              {footerSupport.map((item) => (
                <li key={item.href}>
                  {item.external ? (
                    <a className={css.link} href={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  ) : (
                    <Link className={css.link} to={item.href}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
              <li>
                <button type="button" className={css.link} onClick={() => setPreferencesOpen(true)}>
                  Cookie Preferences
                </button>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={css.heading}>
              Follow us
            </h2>
            <ul className={css.list}>
              {socialLinks.map((item) => (
                <li key={item.href}>
                  <a className={css.link} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.name}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={css.legal}>
          <p>
            {/* Rendered at build time; a visitor crossing New Year sees the client's year without a warning. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.company}. All rights reserved.
          </p>
          <p>{footerDisclaimer}</p>
          <p>
            <Link className={css.link} to="/notsell">
              Do Not Sell My Personal Information
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
