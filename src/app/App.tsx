import { Suspense, use, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CookieConsentProvider } from '../consent/CookieConsentProvider.tsx';
import { LazyCookieBanner } from '../consent/LazyCookieBanner.tsx';
import { LeadOutbox } from '../forms/lead/LeadOutbox.tsx';
import { LazyPwa } from '../pwa/LazyPwa.tsx';
import { PageSlot } from '../routes/pageRegistry.tsx';
import { matchRoute, routes } from '../routes/routeTable.ts';
import { main } from '../styles/layout.css.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { Toasts } from './Toasts.tsx';
import '../styles/global.css.ts';

// Only two pages use the header variant: its code stays out of every other page's first download. Like the
// page itself, the entry loads it before hydrating (a header still loading when hydration meets it could be
// client-rendered from its empty fallback: the page below would jump).
let getStartedHeader: Promise<ComponentType> | undefined;
let GetStartedHeaderLoaded: ComponentType | undefined;
export function loadGetStartedHeader(): Promise<ComponentType> {
  getStartedHeader ??= import('../forms/lead/GetStartedHeader.tsx').then((m) => (GetStartedHeaderLoaded = m.GetStartedHeader));
  return getStartedHeader;
}
function GetStartedHeader() {
  const Header = GetStartedHeaderLoaded ?? use(loadGetStartedHeader());
  return <Header />;
}

export function App() {
  const { pathname } = useLocation();
  const current = matchRoute(pathname);
  return (
    <CookieConsentProvider>
      <RouteEffects route={current} />
      {current.chrome &&
        (current.header === 'getStarted' ? (
          <Suspense fallback={null}>
            <GetStartedHeader />
          </Suspense>
        ) : (
          <Navbar pathname={pathname} />
        ))}
      <main id="main" className={main}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routes.map((def) => (
              <Route key={def.path} path={def.path} element={<PageSlot name={def.page} />} />
            ))}
          </Routes>
        </Suspense>
      </main>
      {current.chrome && <Footer pathname={pathname} />}
      <Toasts />
      <LazyPwa />
      <LeadOutbox />
      {/* The embeddable card lives in partners' iframes: too small for a banner, and without consent no tag loads there. */}
      {current.chrome && <LazyCookieBanner />}
    </CookieConsentProvider>
  );
}
