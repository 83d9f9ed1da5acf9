// @vitest-environment happy-dom
/**
 * Static (src/components/Static.tsx): prerendered content React does not hydrate. What the visitor sees stays
 * exactly as the prerender wrote it, its links still move within the app, and where there is no prerendered
 * markup to keep (a page reached inside the app, markup React had to discard) the content is rendered.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLink } from '../../src/components/AppLink.tsx';
import { Static } from '../../src/components/Static.tsx';
import { setHydrating } from '../../src/routes/hydration.ts';
import { BrowserLocation, useLocation } from '../../src/routes/navigation.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How often the content inside Static rendered in the browser. */
let contentRenders = 0;

function Content() {
  if (typeof window !== 'undefined' && !import.meta.env.SSR) contentRenders += 1;
  return (
    <>
      <h2>Insights</h2>
      <p>
        See <AppLink to="/pricing">pricing</AppLink>, <a href="/#features">features</a> or{' '}
        <a href="https://example.com/" target="_blank" rel="noreferrer">
          elsewhere
        </a>
        .
      </p>
    </>
  );
}

function Where() {
  return <p id="where">{useLocation().pathname}</p>;
}

function Page() {
  return (
    <BrowserLocation>
      <Where />
      <Static as="section" id="insights" aria-label="Insights">
        <Content />
      </Static>
    </BrowserLocation>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let recoverableErrors: unknown[] = [];

beforeEach(() => {
  contentRenders = 0;
  recoverableErrors = [];
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  setHydrating(false);
  container.remove();
});

async function hydrate(): Promise<void> {
  setHydrating(true);
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  setHydrating(false);
}

const section = () => container.querySelector('#insights') as HTMLElement;
const link = (text: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent === text) as HTMLAnchorElement;

/** Clicks `element`: true when the app took the click (the browser would not follow the link itself). */
function click(element: HTMLElement): boolean {
  let taken = false;
  // After the app's handlers (React listens on its root): note what they decided, then keep the test's document
  // where it is.
  const afterApp = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterApp, { once: true });
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
  return taken;
}

describe('Static', () => {
  it('keeps the prerendered content as it is, without rendering it again in the browser', async () => {
    container.innerHTML = renderToString(<Page />);
    const prerendered = section().outerHTML;
    const heading = section().querySelector('h2');
    contentRenders = 0;

    await hydrate();
    expect(recoverableErrors).toEqual([]);
    expect(contentRenders).toBe(0);
    expect(section().outerHTML).toBe(prerendered);
    // The very same nodes: nothing was replaced.
    expect(section().querySelector('h2')).toBe(heading);
  });

  it("follows the kept content's links to the site's pages in the app, and leaves the others to the browser", async () => {
    container.innerHTML = renderToString(<Page />);
    await hydrate();

    expect(click(link('pricing'))).toBe(true);
    expect(window.location.pathname).toBe('/pricing');
    expect(container.querySelector('#where')?.textContent).toBe('/pricing');

    expect(click(link('features'))).toBe(false);
    expect(click(link('elsewhere'))).toBe(false);
  });

  it('renders the content where there is no prerendered markup: a page reached inside the app', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(section().querySelector('h2')?.textContent).toBe('Insights');
    expect(contentRenders).toBeGreaterThan(0);
    // Followed by the link itself, as everywhere in the app.
    expect(click(link('pricing'))).toBe(true);
    expect(window.location.pathname).toBe('/pricing');
  });

  it('renders the content when the element to keep arrived empty', async () => {
    container.innerHTML = renderToString(<Page />);
    section().replaceChildren();
    await hydrate();
    expect(section().querySelector('h2')?.textContent).toBe('Insights');
  });
});
