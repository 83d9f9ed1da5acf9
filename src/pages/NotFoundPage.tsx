import { START_APP_AT_LOAD } from '../initial/islandAttributes.ts';
import { useEffect } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { AppLink } from '../components/AppLink.tsx';
import { notFoundCopy } from '../content/notFound.ts';
import { button } from '../styles/button.css.ts';
import { container, lede, section } from '../styles/layout.css.ts';
import * as css from './NotFoundPage.css.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    // It reports the unknown path on arrival.
    <section className={`${container} ${section} ${css.centred}`} {...START_APP_AT_LOAD}>
      <h1>404</h1>
      <p className={`${lede} ${css.message}`}>{notFoundCopy.message}</p>
      <AppLink className={button.primary} to="/">
        {notFoundCopy.home}
      </AppLink>
    </section>
  );
}
