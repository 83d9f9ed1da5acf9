// @vitest-environment happy-dom
/**
 * The cookie consent store (src/consent/consentStore.ts): the prerender knows no consent, hydration renders what
 * the prerender did, and the stored choice (or another tab's) reaches every part of the page that shows it.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsent, serialiseConsent } from '../../src/consent/consentRecord.ts';
import { CONSENT_STORAGE_KEY } from '../../src/shared/storageKeys.ts';
import { setPreferencesOpen, startConsent } from '../../src/consent/consentStore.ts';
import { useConsent } from '../../src/consent/useConsent.ts';
import { StaticLocation } from '../../src/routes/navigation.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function ConsentProbe() {
  const consent = useConsent((state) => state.consent);
  const ready = useConsent((state) => state.ready);
  const open = useConsent((state) => state.preferencesOpen);
  return <p>{JSON.stringify({ analytics: consent?.analytics ?? null, ready, open })}</p>;
}

let root: Root | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  act(() => root?.unmount());
  stop?.();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('cookie consent store', () => {
  it('renders, at prerender, no consent and not ready (no valid consent can be known there)', () => {
    const html = renderToString(
      <StaticLocation url="/">
        <ConsentProbe />
      </StaticLocation>,
    );
    expect(html).toBe('<p>{&quot;analytics&quot;:null,&quot;ready&quot;:false,&quot;open&quot;:false}</p>');
  });

  it('hydrates as prerendered, then shows the stored choice, a choice made in another tab, and the dialog opened', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      serialiseConsent(createConsent({ analytics: false, advertising: false })),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConsentProbe />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');

    act(() => {
      root = hydrateRoot(container, <ConsentProbe />);
    });
    expect(container.textContent).toBe('{"analytics":null,"ready":false,"open":false}');
    act(() => {
      stop = startConsent();
    });
    expect(container.textContent).toBe('{"analytics":false,"ready":true,"open":false}');

    const otherTab = serialiseConsent(createConsent({ analytics: true, advertising: false }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: otherTab }));
    });
    expect(container.textContent).toBe('{"analytics":true,"ready":true,"open":false}');

    act(() => setPreferencesOpen(true));
    expect(container.textContent).toBe('{"analytics":true,"ready":true,"open":true}');
    expect(errors).not.toHaveBeenCalled();
  });
});
