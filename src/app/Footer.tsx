import { startTransition, useEffect, useState } from 'react';
import { AppLink } from '../components/AppLink.tsx';
import { setPreferencesOpen } from '../consent/consentStore.ts';
import { brand } from '../content/brand.ts';
import { footerDisclaimer, footerSupport, nav, socialLinks } from '../content/navigation.ts';
import { showsFooterFeatures } from '../routes/routeTable.ts';
import { container } from '../styles/layout.css.ts';
import * as css from './Footer.css.ts';

/** The year in the prerendered footer, or undefined where there is none (the server, the offline app shell). */
function prerenderedYear(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const year = Number(document.querySelector('[data-copyright-year]')?.textContent);
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

/**
 * The copyright year is the visitor's. The prerendered HTML holds the year of the build, and hydration must
 * render exactly that markup, so the first render in the browser reads that year back from the page; the
 * visitor's own year follows right after, as a transition (off the urgent lane, like every post-hydration
 * update). Digits are tabular, so a new year is the same width and moves nothing.
 */
function useCopyrightYear(): number {
  const [year, setYear] = useState(() => prerenderedYear() ?? new Date().getFullYear());
  useEffect(() => {
    const current = new Date().getFullYear();
    startTransition(() => setYear(current));
  }, []);
  return year;
}

export function Footer({ pathname }: { pathname: string }) {
  const year = useCopyrightYear();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.columns}>
          <div>
            <p className={css.heading}>{brand.product}</p>
            <p className={css.brandLine}>
              {brand.tagline}: alerts for viral conversations and replies drafted in your voice.
            </p>
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
                <AppLink className={css.link} to="/pricing">
                  Pricing
                </AppLink>
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
                    <AppLink className={css.link} to={item.href}>
                      {item.label}
                    </AppLink>
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
                  <a
                    className={css.link}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={item.name}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={css.legal}>
          <p>
            {/* One text node with its space, as the year's script and the prerendered HTML have always had it. */}
            {'© '}
            <span className={css.year} data-copyright-year="">
              {year}
            </span>{' '}
            {brand.company}. All rights reserved.
          </p>
          <p>{footerDisclaimer}</p>
          <p>
            <AppLink className={css.link} to="/notsell">
              Do Not Sell My Personal Information
            </AppLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
