// @vitest-environment happy-dom
/**
 * Moving between pages in the app (src/routes/navigation.tsx, src/components/AppLink.tsx): what the visitor sees
 * after a tap on a link, Back, or a page that moves on by itself, and what the address bar and history hold.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLink } from '../../src/components/AppLink.tsx';
import { navigate } from '../../src/routes/history.ts';
import { BrowserLocation, StaticLocation, useLocation, useRouteParams } from '../../src/routes/navigation.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <>
      <p id="where">{`${pathname}${search}${hash} ${JSON.stringify(state)} ${key === 'default' ? 'landed' : 'moved'}`}</p>
      <AppLink id="pricing" to="/pricing?plan=pro">
        Pricing
      </AppLink>
      <AppLink id="here" to={pathname}>
        Here
      </AppLink>
      <AppLink id="cancelled" to="/terms" onClick={(event) => event.preventDefault()}>
        Terms
      </AppLink>
      <AppLink id="new-tab" to="/privacy" target="_blank">
        Privacy
      </AppLink>
    </>
  );
}

function Params() {
  return <p>{JSON.stringify(useRouteParams())}</p>;
}

let container: HTMLElement;
let root: Root;
const where = () => document.getElementById('where')?.textContent;
/**
 * Clicks the link; resolves to whether the app took the click over (`true`) or left it to the browser. The test's
 * DOM would then follow the link itself, as no real browser tab does for a new-tab click, so the default is
 * stopped after the app has had its turn.
 */
const click = async (id: string, init: MouseEventInit = {}) => {
  let takenOver = false;
  const record = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  await act(async () => {
    document
      .getElementById(id)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  document.removeEventListener('click', record);
  return takenOver;
};

beforeEach(async () => {
  window.history.replaceState(null, '', '/np1');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <BrowserLocation>
        <Page />
      </BrowserLocation>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('moving between pages', () => {
  it('shows the page the visitor landed on, as landed', () => {
    expect(where()).toBe('/np1 null landed');
  });

  it('follows a link in the app: the new URL is shown and in the address bar, with one more history entry', async () => {
    const before = window.history.length;
    expect(await click('pricing')).toBe(true);
    expect(where()).toBe('/pricing?plan=pro null moved');
    expect(window.location.pathname + window.location.search).toBe('/pricing?plan=pro');
    expect(window.history.length).toBe(before + 1);
  });

  it('a link to the page already shown adds no history entry', async () => {
    const before = window.history.length;
    await click('here');
    expect(window.history.length).toBe(before);
    expect(where()).toBe('/np1 null moved');
  });

  it("leaves to the browser a click the link's own handler cancelled, a modified click and another target", async () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(await click('pricing', init)).toBe(false);
    }
    expect(await click('new-tab')).toBe(false);
    await click('cancelled');
    expect(where()).toBe('/np1 null landed');
    expect(window.location.pathname).toBe('/np1');
  });

  it('navigate() carries state to the next page, and replace keeps the history length', async () => {
    const before = window.history.length;
    await act(async () => navigate('/crypto-transaction-success', { replace: true, state: { queued: true } }));
    expect(where()).toBe('/crypto-transaction-success {"queued":true} moved');
    expect(window.history.length).toBe(before);
  });

  it('Back shows the previous page again', async () => {
    await click('pricing');
    await act(async () => {
      window.history.replaceState(null, '', '/np1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/np1 null landed');
  });
});

describe('the prerender', () => {
  it('renders the URL it is given, as the page landed on, with its route parameters', () => {
    const html = renderToString(
      <StaticLocation url="/crypto-transaction/abc-123?x=1#top">
        <Page />
        <Params />
      </StaticLocation>,
    );
    expect(html).toContain('/crypto-transaction/abc-123?x=1#top null landed');
    expect(html).toContain('{&quot;clientId&quot;:&quot;abc-123&quot;}');
    expect(html).toContain('href="/pricing?plan=pro"');
  });

  it('says clearly when a component reads the location outside both', () => {
    expect(() => renderToString(<Page />)).toThrow('useLocation() outside <BrowserLocation> or <StaticLocation>');
  });
});
