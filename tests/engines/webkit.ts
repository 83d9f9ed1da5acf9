/**
 * Real WebKit (WebKitGTK's MiniBrowser, Debian's webkit2gtk-driver) driven over W3C WebDriver, the only
 * protocol its driver speaks. One X server and one driver per test worker; one browser session per test, so
 * every test is a first-time visitor (automation sessions keep no data).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { ACTION_TIMEOUT_MS, type EnginePage, type PageFunction, waitForElement, withElement } from './enginePage.ts';
import { readPageRecord } from './pageRecorder.ts';
import { locateAll, toWire, type Query } from './locate.ts';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT]: string };

/** Resolves once the element's box is the same over two animation frames (or after 2 s, leaving the click to fail). */
const HOLD_STILL = `
  const [element, done] = arguments;
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const deadline = performance.now() + 2000;
  let last = box();
  const check = () => {
    const now = box();
    if (now === last || performance.now() > deadline) return done();
    last = now;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(() => requestAnimationFrame(check));
`;
const KEYS = { ArrowLeft: '\uE012', ArrowRight: '\uE014', Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The last lines a worker's X server, its WebKitWebDriver and the browsers that driver starts (they inherit its
 * stderr) printed, so an error can say why a browser did not come up. Read as they come: a pipe nobody reads fills
 * up and then blocks the process writing to it.
 */
class OutputTail {
  private readonly lines: string[] = [];
  /** How many lines have been dropped from the front to keep the tail short. */
  private dropped = 0;
  private partial = '';

  follow(stream: Readable | null): void {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (this.partial + chunk).split('\n');
      this.partial = lines.pop() ?? '';
      this.lines.push(...lines.filter((line) => line.trim() !== ''));
      const excess = this.lines.length - 40;
      if (excess > 0) {
        this.lines.splice(0, excess);
        this.dropped += excess;
      }
    });
  }

  /** The current end of the output, to pass to `since` later. */
  mark(): number {
    return this.dropped + this.lines.length;
  }

  /** What was printed after `mark()` returned `position` (as much of it as the tail still holds). */
  since(position: number): string[] {
    return this.lines.slice(Math.max(0, position - this.dropped));
  }
}

/**
 * Xvfb on a display it picks itself (-displayfd): MiniBrowser needs a display even when nothing is looked at.
 * `-noreset`: by default an X server resets itself each time its last client disconnects, and a client that connects
 * while it resets is refused ("cannot open display"). Here the last client is a test's browser, closed at the end of
 * the test, and the next test's browser connects right after: without `-noreset` it sometimes lands in that reset and
 * exits at once, and WebKitWebDriver never answers a session request whose browser exited before connecting to it.
 */
async function startXvfb(output: OutputTail): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-noreset', '-screen', '0', '1366x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  output.follow(xvfb.stderr);
  const fd = xvfb.stdio[3] as Readable;
  let text = '';
  for await (const chunk of fd) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const display = text.trim();
  if (!/^\d+$/.test(display)) throw new Error(`Xvfb did not report its display (got '${text}')`);
  return { display: `:${display}`, process: xvfb };
}

export interface WebKitOptions {
  proxyPort: number;
  width: number;
  height: number;
  userAgent?: string;
}

/**
 * How long a new session may take to be answered: many times what a browser takes to start on a busy machine, and
 * well inside a test's timeout. WebKitWebDriver never answers the request at all when the browser it starts exits
 * before connecting to it, so past this the request is given up and the test fails saying so, with what the browser
 * printed, instead of waiting out the test's timeout with no word of what went wrong. The same driver still takes
 * the next test's session request.
 */
const SESSION_TIMEOUT_MS = 30_000;

export class WebKitDriver {
  private constructor(
    private readonly base: string,
    private readonly processes: ChildProcess[],
    private readonly output: OutputTail,
  ) {}

  static async start(): Promise<WebKitDriver> {
    const output = new OutputTail();
    const xvfb = await startXvfb(output);
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    output.follow(driver.stderr);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ready = await fetch(`${base}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return new WebKitDriver(base, [driver, xvfb.process], output);
  }

  async open(siteUrl: string, options: WebKitOptions): Promise<WebKitPage> {
    const args = ['--automation', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : [])];
    const printedBefore = this.output.mark();
    const created = await command<{ sessionId: string }>(
      `${this.base}/session`,
      'POST',
      {
        capabilities: {
          alwaysMatch: {
            proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${options.proxyPort}` },
            timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
          },
        },
      },
      AbortSignal.timeout(SESSION_TIMEOUT_MS),
    ).catch((error: Error) => {
      if (error.name !== 'TimeoutError') throw error;
      const printed = this.output.since(printedBefore);
      throw new Error(
        `WebKitWebDriver did not answer the new session request within ${SESSION_TIMEOUT_MS} ms (it never does ` +
          `when the browser it starts exits before connecting to it). What Xvfb, the driver and the browser printed ` +
          `meanwhile:\n` +
          (printed.length ? printed.join('\n') : '(nothing)'),
      );
    });
    const page = new WebKitPage(`${this.base}/session/${created.sessionId}`, siteUrl);
    await command(`${page.session}/window/rect`, 'POST', { width: options.width, height: options.height });
    return page;
  }

  async stop(): Promise<void> {
    for (const child of this.processes) child.kill();
  }
}

async function command<T = unknown>(
  url: string,
  method: 'GET' | 'POST' | 'DELETE',
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new Error(
      `WebDriver ${method} ${new URL(url).pathname.replace(/^\/session\/[^/]+/, '')}: ${value.error}: ${value.message}`,
    );
  return value;
}

export class WebKitPage implements EnginePage {
  readonly engine = 'webkit';

  constructor(
    readonly session: string,
    private readonly siteUrl: string,
  ) {}

  async goto(path: string): Promise<void> {
    await command(`${this.session}/url`, 'POST', { url: new URL(path, this.siteUrl).href });
  }

  async reload(): Promise<void> {
    await command(`${this.session}/refresh`, 'POST', {}).catch(() => undefined);
  }

  async url(): Promise<string> {
    return command<string>(`${this.session}/url`, 'GET');
  }

  async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return this.script<Result>(`return (${fn.toString()}).apply(null, arguments)`, args);
  }

  async count(query: Query): Promise<number> {
    return this.script<number>(`return (${locateAll.toString()})(arguments[0]).length`, [toWire(query)]);
  }

  async text(query: Query): Promise<string | null> {
    return this.script<string | null>(
      `const [el] = (${locateAll.toString()})(arguments[0]); return el ? el.textContent.replace(/\\s+/g, ' ').trim() : null`,
      [toWire(query)],
    );
  }

  async value(query: Query): Promise<string | null> {
    return this.script<string | null>(
      `const [el] = (${locateAll.toString()})(arguments[0]); return el ? el.value : null`,
      [toWire(query)],
    );
  }

  async click(query: Query): Promise<void> {
    await this.withElement(query, (element) => command(`${this.session}/element/${element}/click`, 'POST', {}));
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.withElement(query, async (element) => {
      await command(`${this.session}/element/${element}/clear`, 'POST', {});
      await command(`${this.session}/element/${element}/value`, 'POST', { text });
    });
  }

  async press(key: keyof typeof KEYS): Promise<void> {
    const value = KEYS[key];
    await command(`${this.session}/actions`, 'POST', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await command(`${this.session}/actions`, 'DELETE').catch(() => undefined);
  }

  async clickAt(x: number, y: number): Promise<void> {
    await command(`${this.session}/actions`, 'POST', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  }

  async hover(query: Query | null): Promise<void> {
    const moveTo = (origin: ElementRef | 'viewport') =>
      command(`${this.session}/actions`, 'POST', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [{ type: 'pointerMove', duration: 0, origin, x: query ? 0 : 1, y: query ? 0 : 1 }],
          },
        ],
      });
    if (!query) await moveTo('viewport');
    // Waited for as a click is: the driver cannot move onto an element still sliding in (a carousel's slide as the
    // carousel moves on), and answers "element not interactable".
    else await this.withElement(query, (element) => moveTo({ [ELEMENT]: element }));
  }

  async errors(): Promise<string[]> {
    return (await this.evaluate(readPageRecord)).errors;
  }

  async toasts(): Promise<string[]> {
    return (await this.evaluate(readPageRecord)).toasts;
  }

  async close(): Promise<void> {
    await command(this.session, 'DELETE').catch(() => undefined);
  }

  private script<T>(script: string, args: unknown[]): Promise<T> {
    return command<T>(`${this.session}/execute/sync`, 'POST', { script, args });
  }

  private async withElement(query: Query, action: (element: string) => Promise<unknown>): Promise<void> {
    await withElement(
      () => this.find(query),
      async (element) => {
        // As Playwright's actions do: WebKit's driver does not scroll an element into view before clearing it.
        // At once: the site scrolls smoothly, and a click aimed mid-scroll lands beside its target.
        await this.script('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', [element]);
        // As Playwright's actions do: an element still sliding in (a sheet, a dialog) is clicked where it will be,
        // not where it was; WebKit's driver clicks at once.
        await command(`${this.session}/execute/async`, 'POST', { script: HOLD_STILL, args: [element] });
        await action(element[ELEMENT]);
      },
      /stale element reference|element not interactable|element click intercepted/,
    );
  }

  private find(query: Query): Promise<ElementRef> {
    return waitForElement(
      query,
      () =>
        this.script<ElementRef | null>(`return (${locateAll.toString()})(arguments[0])[0] ?? null`, [
          toWire(query),
        ]).catch((error: Error) => {
          // Replaced between being found and being handed over: look again.
          if (error.message.includes('stale element reference')) return null;
          throw error;
        }),
      ACTION_TIMEOUT_MS,
    );
  }
}
