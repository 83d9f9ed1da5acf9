import { renderToString } from 'react-dom/server';
import { StaticLocation } from '../../src/routes/navigation.tsx';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from '../../src/consent/CookieBanner.tsx';
import { CookieConsentProvider, useCookieConsentContext } from '../../src/consent/CookieConsentProvider.tsx';

function ConsentProbe() {
  const { consent, ready, preferencesOpen } = useCookieConsentContext();
  return <p>{JSON.stringify({ consent, ready, preferencesOpen })}</p>;
}

describe('cookie consent provider', () => {
  it('throws a clear error when the hook is used outside its provider', () => {
    expect(() => renderToString(<ConsentProbe />)).toThrow(
      new Error('useCookieConsentContext must be used within a CookieConsentProvider'),
    );
  });

  it('renders, at prerender, no consent, not ready, and no banner (no valid consent can be known there)', () => {
    const html = renderToString(
      <StaticLocation url="/">
        <CookieConsentProvider>
          <ConsentProbe />
          <CookieBanner />
        </CookieConsentProvider>
      </StaticLocation>,
    );
    expect(html).toBe('<p>{&quot;consent&quot;:null,&quot;ready&quot;:false,&quot;preferencesOpen&quot;:false}</p>');
  });
});
