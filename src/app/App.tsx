import { Suspense, use } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { LazyCookiePreferences } from '../consent/LazyCookiePreferences.tsx';
import { loadedGetStartedHeader, loadGetStartedHeader } from './getStartedHeaderChunk.ts';
import { LazyPwa } from '../pwa/LazyPwa.tsx';
import { PageSlot } from '../routes/PageSlot.tsx';
import { matchRoute } from '../routes/routeTable.ts';
import { main } from '../styles/layout.css.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { Toasts } from './Toasts.tsx';
import '../styles/global.css.ts';

/** The header variant, from its own chunk (the entry loads it before hydrating the two pages that use it). */
function LazyGetStartedHeader() {
  const Header = loadedGetStartedHeader() ?? use(loadGetStartedHeader());
  return <Header />;
}

export function App() {
  const { pathname } = useLocation();
  const current = matchRoute(pathname);
  return (
    <>
      <RouteEffects />
      {current.chrome &&
        (current.header === 'getStarted' ? (
          <Suspense fallback={null}>
            <LazyGetStartedHeader />
          </Suspense>
        ) : (
          <Navbar pathname={pathname} />
        ))}
      <main id="main" className={main}>
        <Suspense fallback={<PageLoading />}>
          {/* The page from the route table, which the entry has already matched to preload its chunk. Keyed by
              route, so moving between two routes of one page component starts it afresh. */}
          <PageSlot key={current.path} name={current.page} />
        </Suspense>
      </main>
      {current.chrome && <Footer pathname={pathname} />}
      <Toasts />
      <LazyPwa />
      <LazyCookiePreferences />
    </>
  );
}
