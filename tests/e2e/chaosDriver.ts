/**
 * Pieces of the delivery chaos test (chaos.faults.spec.ts): a seeded random source, the local stack's fault
 * and database switches, a site server that can publish a new service worker, and a recorder of every toast
 * any page of a context shows.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E } from './env.ts';
// @ts-expect-error: plain ESM server shared with `npm run serve`, no type declarations
import { createStaticServer } from '../../scripts/serve.mjs';

const admin = { 'x-local-admin': E2E.adminToken };

/**
 * An admin call, sent again when the connection breaks before an answer: a kept-alive socket the server closes
 * just as the request goes out (ECONNRESET) is the test's own transport, not a fault under test. Every admin
 * call here is idempotent.
 */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    }
  }
}

/** mulberry32: small, fast and good enough to replay a run from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (probability: number) => next() < probability,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
      const entries = Object.entries(weights) as [T, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [name, weight] of entries) {
        roll -= weight;
        if (roll < 0) return name;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

export interface BackendFaults {
  rest: '503' | 'down' | null;
  functions: '503' | null;
  delayMs: number;
}

export async function setBackendFaults(request: APIRequestContext, faults: BackendFaults): Promise<void> {
  const response = await adminCall(() =>
    request.post(`${E2E.backendUrl}/_local/faults`, { headers: admin, data: faults }),
  );
  if (!response.ok()) throw new Error(`POST /_local/faults: ${response.status()} ${await response.text()}`);
}

/** The local stack's database restart switch (supabase/local/README.md, POST /_local/database). */
export async function setDatabase(
  request: APIRequestContext,
  body: { state: 'up' | 'down'; afterStatements?: number },
): Promise<void> {
  const response = await adminCall(() =>
    request.post(`${E2E.backendUrl}/_local/database`, { headers: admin, data: body }),
  );
  if (!response.ok()) throw new Error(`POST /_local/database: ${response.status()} ${await response.text()}`);
}

export async function adminRows<T>(request: APIRequestContext, table: 'leads' | 'crypto_transactions'): Promise<T[]> {
  const response = await adminCall(() => request.get(`${E2E.backendUrl}/_local/rows/${table}`, { headers: admin }));
  if (!response.ok()) throw new Error(`GET /_local/rows/${table}: ${response.status()}`);
  return (await response.json()) as T[];
}

export interface SlackEntry {
  kind: string;
  key: string;
}

export async function slackLog(request: APIRequestContext): Promise<SlackEntry[]> {
  const response = await adminCall(() => request.get(`${E2E.backendUrl}/_local/slack`, { headers: admin }));
  if (!response.ok()) throw new Error(`GET /_local/slack: ${response.status()}`);
  return (await response.json()) as SlackEntry[];
}

/**
 * The slot's build served on a port of its own, where `publishWorker` deploys a "new version": the same sw.js
 * with another revision for app-shell.html, as a deploy that changed a page would.
 */
export async function startUpdatableSite(
  port: number,
): Promise<{ origin: string; publishWorker(revision: string): void; close(): Promise<void> }> {
  const original = readFileSync(join(E2E.distDir, 'sw.js'), 'utf8');
  let worker: string | null = null;
  const site = createStaticServer({ root: E2E.distDir }) as Server;
  const server = createServer((req, res) => {
    if (worker && req.url?.startsWith('/sw.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).end(worker);
    } else site.emit('request', req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    publishWorker(revision) {
      const next = original.replace(/("revision":)"[0-9a-f]+"(,"url":"app-shell\.html")/, `$1"${revision}"$2`);
      if (next === original) throw new Error('sw.js has no app-shell.html revision to change');
      worker = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface ToastRecord {
  page: Page;
  at: number;
  type: string;
  title: string;
  description: string;
}

/**
 * Records every toast (sonner's `[data-sonner-toast]`) any page of the context shows, the moment it is added,
 * so a toast is seen even if it disappears, or the page reloads, before the test looks.
 */
export async function recordToasts(context: BrowserContext): Promise<ToastRecord[]> {
  const toasts: ToastRecord[] = [];
  await context.exposeBinding(
    '__chaosToast',
    ({ page }, toast: { type: string; title: string; description: string }) => {
      toasts.push({ page, at: Date.now(), ...toast });
    },
  );
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const report = (toast: Element) => {
      if (seen.has(toast)) return;
      seen.add(toast);
      const text = (selector: string) => toast.querySelector(selector)?.textContent?.trim() ?? '';
      const send = (window as unknown as { __chaosToast(toast: object): Promise<void> }).__chaosToast;
      send({
        type: toast.getAttribute('data-type') ?? '',
        title: text('[data-title]'),
        description: text('[data-description]'),
      }).catch(() => undefined);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[data-sonner-toast]')) report(node);
          node.querySelectorAll('[data-sonner-toast]').forEach(report);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return toasts;
}

/**
 * The service worker versions' lifecycle as Chromium reports it (CDP ServiceWorker domain), each change with
 * the run's clock: when a navigation hangs, the report shows which worker was installing, activating or
 * stopping at the time. Every tab is watched (`watch` each new page); versions are shared, so each change is
 * logged once.
 */
export function workerVersionLog(context: BrowserContext, clock: () => string) {
  const states = new Map<string, string>();
  const changes: { at: number; status: string; running: string; line: string }[] = [];
  return {
    async watch(page: Page): Promise<void> {
      const cdp = await context.newCDPSession(page);
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) {
          const state = `${version.status}, ${version.runningStatus}`;
          if (states.get(version.versionId) === state) continue;
          states.set(version.versionId, state);
          changes.push({
            at: Date.now(),
            status: version.status,
            running: version.runningStatus,
            line: `${clock()} v${version.versionId} ${state}`,
          });
        }
      });
      await cdp.send('ServiceWorker.enable');
    },
    recent: (count: number) => changes.slice(-count).map((change) => change.line),
    /**
     * What stopped a worker between these two moments, if anything: a version made redundant (a newer one took
     * over), or the active version stopped and started again (Chromium ends an outgoing worker as soon as it is
     * idle once a new one waits and no tab is left on the old one).
     */
    stoppedBetween(from: number, to: number): string | null {
      const within = changes.filter((change) => change.at >= from && change.at <= to);
      if (within.some((change) => change.status === 'redundant')) return 'a worker was replaced';
      if (
        within.some(
          (change) => change.status === 'activated' && (change.running === 'stopping' || change.running === 'starting'),
        )
      ) {
        return 'the active worker was stopped and restarted';
      }
      return null;
    },
  };
}
