/**
 * The one page API the engine suites are written against, implemented over WebKit's WebDriver (webkit.ts)
 * and Firefox's WebDriver BiDi (firefox.ts). Actions go through each engine's own input pipeline (a real
 * click, real key presses), never through `element.click()` in script. Waiting is the test's job:
 * `expect.poll` on the reads below.
 */
import { describeQuery, type Query } from './locate.ts';

/** A page-side function and its arguments; it must not close over anything (it crosses as source text). */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EnginePage {
  readonly engine: 'webkit' | 'firefox';
  /** Opens `path` on the site (or an absolute URL) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Reloads; resolves even when the reload fails (a network error page). */
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** How many visible elements match (0 while none does). */
  count(query: Query): Promise<number>;
  /** The first match's text (squashed whitespace), or null while none matches. */
  text(query: Query): Promise<string | null>;
  /** The first match's value (inputs), or null while none matches. */
  value(query: Query): Promise<string | null>;
  click(query: Query): Promise<void>;
  /** Replaces the input's value by typing `text`, key by key. */
  fill(query: Query, text: string): Promise<void>;
  /** Presses one key (a WebDriver key name such as 'ArrowRight' or 'Escape') on the focused element. */
  press(key: 'ArrowLeft' | 'ArrowRight' | 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** A click at a point of the viewport, whatever is there (a tap 'anywhere'). */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the pointer over the element (or away, to the page's top-left corner, when `query` is null). */
  hover(query: Query | null): Promise<void>;
  /** What the page logged as errors since the tab opened (pageRecorder.ts). */
  errors(): Promise<string[]>;
  /** Every toast text shown in this tab, in order, however briefly (pageRecorder.ts). */
  toasts(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long an action waits for its element to appear before failing. */
export const ACTION_TIMEOUT_MS = 10_000;

/**
 * Runs `find` until it returns an element handle or the time is up: an action on something not yet
 * rendered waits for it, as Playwright's actions do.
 */
export async function waitForElement<Handle>(
  query: Query,
  find: () => Promise<Handle | null>,
  timeoutMs = ACTION_TIMEOUT_MS,
): Promise<Handle> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const handle = await find();
    if (handle) return handle;
    if (Date.now() > deadline) throw new Error(`${describeQuery(query)} did not appear within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Finds the element and runs `action` on it, finding it again when the page replaced or covered it in between
 * (the crypto sign-up's live form takes over the prerendered inputs on first touch), until the action timeout. `passing` names
 * the engine's errors for such a moment.
 */
export async function withElement<Handle>(
  find: () => Promise<Handle>,
  action: (element: Handle) => Promise<unknown>,
  passing: RegExp,
): Promise<void> {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  for (;;) {
    const element = await find();
    try {
      await action(element);
      return;
    } catch (error) {
      if (!passing.test(String(error)) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
