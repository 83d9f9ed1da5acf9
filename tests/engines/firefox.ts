/**
 * Real Firefox (Debian's firefox-esr) driven over WebDriver BiDi with puppeteer-core. One browser per test
 * worker, its traffic through the worker's loopback proxy; one fresh browser context (its own storage,
 * service workers and IndexedDB) per test, so every test is a first-time visitor.
 */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { type EnginePage, type PageFunction, waitForElement, withElement } from './enginePage.ts';

/** Puppeteer's errors for an element the page has just replaced or hidden. */
const REPLACED = /detached from document|not clickable or not an Element|Node is either not visible/;
import { readPageRecord } from './pageRecorder.ts';
import { locateAll, toWire, type Query } from './locate.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export class FirefoxDriver {
  private constructor(private readonly browser: Browser) {}

  static async start(proxyPort: number): Promise<FirefoxDriver> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': proxyPort,
        // Firefox never proxies loopback unless told to, and the servers under test are all on loopback.
        'network.proxy.allow_hijacking_localhost': true,
        'network.proxy.no_proxies_on': '',
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
      },
    });
    return new FirefoxDriver(browser);
  }

  async open(siteUrl: string, options: { width: number; height: number }): Promise<FirefoxPage> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    // Size only: Firefox's BiDi has no mobile emulation (no touch). Puppeteer sends the size and a screen
    // orientation together; Firefox ESR applies the size and does not know the orientation command yet.
    await page.setViewport({ width: options.width, height: options.height }).catch((error: Error) => {
      if (!error.message.includes('unknown command emulation.setScreenOrientationOverride')) throw error;
    });
    return new FirefoxPage(context, page, siteUrl);
  }

  async stop(): Promise<void> {
    await this.browser.close();
  }
}

export class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly siteUrl: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
  }

  async url(): Promise<string> {
    // Asked of the page: the protocol's own record of the URL can miss a client-side navigation.
    return this.page.evaluate(() => location.href);
  }

  async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(fn as (...a: unknown[]) => Result, ...args) as Promise<Result>;
  }

  async count(query: Query): Promise<number> {
    const found = await this.page.evaluateHandle(locateAll, toWire(query));
    try {
      return await found.evaluate((list) => list.length);
    } finally {
      await found.dispose();
    }
  }

  async text(query: Query): Promise<string | null> {
    const found = await this.page.evaluateHandle(locateAll, toWire(query));
    try {
      return await found.evaluate((list) => (list[0] ? (list[0].textContent ?? '').replace(/\s+/g, ' ').trim() : null));
    } finally {
      await found.dispose();
    }
  }

  async value(query: Query): Promise<string | null> {
    const found = await this.page.evaluateHandle(locateAll, toWire(query));
    try {
      return await found.evaluate((list) => (list[0] ? (list[0] as HTMLInputElement).value : null));
    } finally {
      await found.dispose();
    }
  }

  async click(query: Query): Promise<void> {
    await withElement(
      () => this.find(query),
      async (element) => {
        // Puppeteer scrolls the element into view and clicks where it then measured it. The site scrolls smoothly
        // (scroll-behavior on <html>), so that scroll was still moving the element when the click landed, beside
        // it. An instant scroll first leaves nothing for the click to wait on, as a visitor taps what has stopped.
        await element.evaluate((target) => target.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await element.click();
      },
      REPLACED,
    );
  }

  async fill(query: Query, text: string): Promise<void> {
    await withElement(
      () => this.find(query),
      async (element) => {
        // Focused by script, not by a click, as Puppeteer's own type() does. A field a live form has just replaced
        // cannot take focus, which stays where the takeover put it: in the field filled before. So the keys are
        // sent only once this field holds the focus, and it is found again otherwise (REPLACED).
        const focused = await element.evaluate((input) => {
          (input as HTMLInputElement).value = '';
          (input as HTMLInputElement).focus();
          return input.isConnected && document.activeElement === input;
        });
        if (!focused) throw new Error('detached from document: replaced before it took focus');
        await this.page.keyboard.type(text);
      },
      REPLACED,
    );
  }

  async press(key: 'ArrowLeft' | 'ArrowRight' | 'Escape' | 'Enter' | 'Tab'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async clickAt(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }

  async hover(query: Query | null): Promise<void> {
    if (query) await (await this.find(query)).hover();
    else await this.page.mouse.move(1, 1);
  }

  async errors(): Promise<string[]> {
    return (await this.page.evaluate(readPageRecord)).errors;
  }

  async toasts(): Promise<string[]> {
    return (await this.page.evaluate(readPageRecord)).toasts;
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  private find(query: Query): Promise<ElementHandle<Element>> {
    return waitForElement(query, async () => {
      const found = await this.page.evaluateHandle(locateAll, toWire(query));
      const first = await found.evaluateHandle((list) => list[0] ?? null);
      await found.dispose();
      const element = first.asElement() as ElementHandle<Element> | null;
      if (!element) await first.dispose();
      return element;
    });
  }
}
