// @vitest-environment happy-dom
/**
 * The crypto sign-up hydrated in place (src/forms/untilLive.ts): the page is hydrated with the form's Suspense
 * boundary left dehydrated, the visitor types, ticks, focuses or submits before the form's code has arrived, and
 * React then hydrates the same elements with react-hook-form reading what they hold. The live module is held
 * until each test lets it arrive; the backend and the next page are stood in for.
 */
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsFor } from '../../src/content/cryptoProducts.ts';
import { afterNextPaint } from '../../src/initial/afterPaint.ts';
import { holdInputUntilStarted } from '../../src/initial/heldInput.ts';
import { CRYPTO_SIGNUP_DRAFT_KEY, DRAFT_KEY_PREFIX } from '../../src/shared/storageKeys.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type LiveModule = typeof import('../../src/forms/crypto/CryptoSignupFormLive.tsx');

/** How many times the live module was asked for, and the test's hand on its arrival (beforeEach). */
const chunk = { asked: 0, arrive: () => {} };
/** What the backend was sent. */
const sent = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('../../src/forms/crypto/supabaseClient.ts', () => ({
  getSupabase: async () => ({
    functions: {
      invoke: async (_name: string, { body }: { body: Record<string, unknown> }) => {
        sent.push(body);
        return { data: { client: { id: 'client-1' } }, error: null, response: { status: 200 } };
      },
    },
  }),
}));
vi.mock('../../src/routes/history.ts', () => ({ navigate: vi.fn() }));

const PRODUCTS = productsFor('/signup-with-crypto');
const DRAFT = DRAFT_KEY_PREFIX + CRYPTO_SIGNUP_DRAFT_KEY;

let container: HTMLDivElement;
let root: Root | undefined;

/** The page as the build prerenders it: the form's markup inside its Suspense boundary, no React yet. */
async function paint(): Promise<void> {
  const { CryptoSignupFormLive } = await vi.importActual<LiveModule>('../../src/forms/crypto/CryptoSignupFormLive.tsx');
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <CryptoSignupFormLive products={PRODUCTS} draftKey={CRYPTO_SIGNUP_DRAFT_KEY} />
      </Suspense>
    </div>,
  );
}

/** The page becomes React's; the form's code is not there yet. */
async function hydrate(): Promise<void> {
  const { CryptoSignupForm } = await import('../../src/forms/crypto/CryptoSignupForm.tsx');
  // This test's instance of the module (each test has fresh ones), as the hydrating root sets it.
  const { setHydrating } = await import('../../src/routes/hydration.ts');
  setHydrating(true);
  await act(async () => {
    root = hydrateRoot(container, <CryptoSignupForm products={PRODUCTS} />);
  });
  setHydrating(false);
}

/** The browser's next frame: the code is asked for once the touch that started it is on screen. */
async function nextPaint(): Promise<void> {
  await act(() => afterNextPaint());
}

/** Waits for what the page shows, letting time pass as React's act() wants it to. */
function until(check: () => void): Promise<void> {
  return vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      check();
    },
    { timeout: 10_000 },
  );
}

async function codeArrives(): Promise<void> {
  await nextPaint();
  await act(async () => chunk.arrive());
  // The module's evaluation, then React's retry of the boundary.
  await until(() => expect(isLive()).toBe(true));
}

const form = () => container.querySelector('form') as HTMLFormElement;
const isLive = () => form().hasAttribute('data-live');
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
const box = () => field('termsAccepted') as HTMLInputElement;
const button = () => form().querySelector('button[type="submit"]') as HTMLButtonElement;
const message = (text: string) => [...container.querySelectorAll('p')].some((p) => p.textContent === text);

/** Typing as the browser does it: the value changes, then an `input` event bubbles up. */
async function type(name: string, value: string): Promise<void> {
  await act(async () => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function tick(): Promise<void> {
  await act(async () => box().click());
}

async function fillValid(): Promise<void> {
  await type('fullName', 'Grace Hopper');
  await type('email', 'grace@example.com');
  await type('companyName', 'Compilers Inc');
  await type('businessAddress', '1 Harbour Street');
  await type('city', 'Arlington');
  await type('postcodeZip', '22201');
  await type('country', 'United States');
  await type('product', 'reply-rocket-pro');
}

/** A submit as the browser dispatches it; whether something prevented the browser's own. */
async function pressSubmit(): Promise<boolean> {
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  await act(async () => {
    form().dispatchEvent(submit);
  });
  return submit.defaultPrevented;
}

beforeEach(() => {
  // Fresh modules for each test: the form's code not asked for yet.
  vi.resetModules();
  chunk.asked = 0;
  vi.doMock('../../src/forms/crypto/CryptoSignupFormLive.tsx', async () => {
    chunk.asked += 1;
    await new Promise<void>((resolve) => {
      chunk.arrive = resolve;
    });
    return vi.importActual('../../src/forms/crypto/CryptoSignupFormLive.tsx');
  });
  sent.length = 0;
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the crypto sign-up hydrated in place', () => {
  it('keeps the same elements with what was typed before and after the page was React’s, the ticked box and the focused field', async () => {
    await paint();
    const name = field('fullName');
    // Typed into the prerendered HTML before React: the page's hydration sees it and asks for the code at once.
    name.value = 'Ada';
    await hydrate();
    await nextPaint();
    expect(chunk.asked).toBe(1);
    expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toEqual({ fullName: 'Ada' });

    // Typed, ticked and focused while the code downloads: the button follows the box already.
    await type('email', 'ada@example.com');
    expect(button().disabled).toBe(true);
    await tick();
    expect(button().disabled).toBe(false);
    await type('companyName', 'Analytical');
    await act(async () => {
      field('companyName').focus();
      (field('companyName') as HTMLInputElement).setSelectionRange(3, 3);
    });
    expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      companyName: 'Analytical',
    });

    await codeArrives();
    expect(isLive()).toBe(true);
    expect(field('fullName')).toBe(name);
    expect(field('fullName').value).toBe('Ada');
    expect(field('email').value).toBe('ada@example.com');
    expect(box().checked).toBe(true);
    expect(button().disabled).toBe(false);
    expect(document.activeElement).toBe(field('companyName'));
    expect((field('companyName') as HTMLInputElement).selectionStart).toBe(3);
    // React-hook-form holds them: unticking greys the button and says why.
    await tick();
    expect(button().disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('makes a submit pressed before the code arrived exactly once, with what was typed', async () => {
    await paint();
    await hydrate();
    await fillValid();
    await tick();
    // Not the browser's own (a GET of this URL and a reload); a second tap is the same submit.
    expect(await pressSubmit()).toBe(true);
    expect(await pressSubmit()).toBe(true);
    await nextPaint();
    expect(chunk.asked).toBe(1);

    await codeArrives();
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ full_name: 'Grace Hopper', email: 'grace@example.com', terms_accepted: true });
    await type('city', 'Boston');
    await until(() => {});
    expect(sent).toHaveLength(1);
  });

  it('makes a submit held by the bootstrap before the page was React’s exactly once', async () => {
    // The page's root, not started yet.
    container.id = 'root';
    await paint();
    holdInputUntilStarted();
    field('fullName').value = 'Linus';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate();
    await act(async () => {
      // PageSlot marks the page started: the bootstrap makes the held submit again, on the still waiting form.
      container.setAttribute('data-started', '');
    });
    await codeArrives();
    // Refused (only a name), as the live form refuses it: its messages show; nothing was sent.
    await until(() => expect(message('Please enter a valid email address.')).toBe(true));
    expect(field('fullName').value).toBe('Linus');
    expect(sent).toEqual([]);
    container.removeAttribute('id');
  });

  it('leaves focus where the visitor has moved since a refused submit pressed before the code arrived', async () => {
    await paint();
    await hydrate();
    await type('email', 'ada@example.com');
    await pressSubmit();
    await act(async () => field('email').focus());
    await codeArrives();
    await until(() => expect(message('Full name must be at least 2 characters.')).toBe(true));
    expect(document.activeElement).toBe(field('email'));

    // A press on the live form itself takes the visitor to the field to correct.
    await pressSubmit();
    await until(() => expect(document.activeElement).toBe(field('fullName')));
  });

  it('asks for the code on the first touch, not before, and hydrates an untouched form as it is', async () => {
    await paint();
    await hydrate();
    await nextPaint();
    expect(chunk.asked).toBe(0);
    await act(async () => {
      field('fullName').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    // Asked for once the touch is answered on screen: the download's start never delays that frame.
    expect(chunk.asked).toBe(0);
    await nextPaint();
    expect(chunk.asked).toBe(1);

    await codeArrives();
    expect(isLive()).toBe(true);
    expect(field('fullName').value).toBe('');
    expect(box().checked).toBe(false);
    expect(button().disabled).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(sent).toEqual([]);
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });
});

describe('the crypto sign-up rendered by a move inside the site', () => {
  it('says the form is loading until its code has come, then shows the form', async () => {
    const { createRoot } = await import('react-dom/client');
    const { CryptoSignupForm, FORM_LOADING } = await import('../../src/forms/crypto/CryptoSignupForm.tsx');
    await act(async () => {
      root = createRoot(container);
      root.render(<CryptoSignupForm products={PRODUCTS} />);
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(FORM_LOADING);
    expect(container.querySelector('form')).toBeNull();
    await codeArrives();
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(field('fullName')).toBeInstanceOf(HTMLInputElement);
  });
});
