// Why the chaos test (tests/e2e/chaos.faults.spec.ts) excuses a navigation that hangs as a worker is stopping:
// with a 3-line service worker, a new tab navigates while the worker is stopped (CDP ServiceWorker.stopWorker,
// as Chromium itself stops an outgoing worker), once under Playwright and once over a bare CDP connection.
//
//   node scripts/diagnostics/worker-stop-navigation.mjs [tries per variant, default 20]
//
// Prints how many navigations never reached DOMContentLoaded (10 s) in each variant.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import { CHROME_FLAGS, findChrome } from '../find-chrome.mjs';

const TRIES = Number(process.argv[2] ?? 20);
const NAVIGATION_TIMEOUT_MS = 10_000;
const WORKER = `self.addEventListener('install', (e) => { self.skipWaiting(); e.waitUntil(caches.open('m').then((c) => c.add('/page'))); });
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => { if (e.request.mode === 'navigate') e.respondWith(caches.match('/page')); });`;
const PAGE = '<!doctype html><title>page</title><script>navigator.serviceWorker.register("/sw.js")</script>';

const server = createServer((req, res) => {
  if (req.url === '/sw.js')
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' }).end(WORKER);
  else res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Follows the ServiceWorker domain's version updates; returns the id of the activated version. */
function activeVersion(subscribe) {
  let id;
  subscribe(({ versions }) => {
    for (const version of versions) if (version.status === 'activated') id = version.versionId;
  });
  return () => id;
}
/** The stop lands 0-40 ms after the navigation starts. */
const stopDelay = () => Math.floor(Math.random() * 40);

async function underPlaywright() {
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${origin}/a`);
    await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(other);
    const active = activeVersion((listener) => cdp.on('ServiceWorker.workerVersionUpdated', listener));
    await cdp.send('ServiceWorker.enable');
    let page = await context.newPage();
    let hangs = 0;
    for (let i = 0; i < TRIES; i += 1) {
      await page.close();
      page = await context.newPage();
      const navigation = page
        .goto(`${origin}/${i}`, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS })
        .then(
          () => true,
          (error) => (error.name === 'TimeoutError' ? false : Promise.reject(error)),
        );
      await pause(stopDelay());
      await cdp.send('ServiceWorker.stopWorker', { versionId: active() });
      if (!(await navigation)) hangs += 1;
    }
    return hangs;
  } finally {
    await browser.close();
  }
}

async function overBareCdp() {
  const profile = mkdtempSync(join(tmpdir(), 'worker-stop-'));
  const chrome = spawn(
    findChrome(),
    [...CHROME_FLAGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const endpoint = await new Promise((resolve) =>
    chrome.stderr.on(
      'data',
      (data) => String(data).match(/ws:\/\/\S+/)?.[0] && resolve(String(data).match(/ws:\/\/\S+/)[0]),
    ),
  );
  const socket = new WebSocket(endpoint);
  await new Promise((resolve) => socket.on('open', resolve));
  let nextId = 1;
  const replies = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id) replies.get(message.id)?.(message);
    else for (const listener of listeners) listener(message);
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve) => {
      const id = nextId++;
      replies.set(id, (message) => resolve(message.result));
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const domContentLoaded = (sessionId) =>
    new Promise((resolve) => {
      const listener = (message) =>
        message.sessionId === sessionId && message.method === 'Page.domContentEventFired' && done(true);
      const timer = setTimeout(() => done(false), NAVIGATION_TIMEOUT_MS);
      const done = (loaded) => {
        listeners.delete(listener);
        clearTimeout(timer);
        resolve(loaded);
      };
      listeners.add(listener);
    });
  async function open(path) {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    const loaded = domContentLoaded(sessionId);
    await send('Page.navigate', { url: `${origin}${path}` }, sessionId);
    return { targetId, sessionId, loaded };
  }
  try {
    const other = await open('/a');
    await other.loaded;
    await send(
      'Runtime.evaluate',
      { expression: 'navigator.serviceWorker.ready', awaitPromise: true },
      other.sessionId,
    );
    const active = activeVersion((listener) =>
      listeners.add((message) => message.method === 'ServiceWorker.workerVersionUpdated' && listener(message.params)),
    );
    await send('ServiceWorker.enable', {}, other.sessionId);
    let page = await open('/b');
    await page.loaded;
    let hangs = 0;
    for (let i = 0; i < TRIES; i += 1) {
      await send('Target.closeTarget', { targetId: page.targetId });
      page = await open(`/${i}`);
      await pause(stopDelay());
      await send('ServiceWorker.stopWorker', { versionId: active() }, other.sessionId);
      if (!(await page.loaded)) hangs += 1;
    }
    return hangs;
  } finally {
    socket.close();
    chrome.kill();
    await new Promise((resolve) => chrome.once('exit', resolve));
    rmSync(profile, { recursive: true, force: true });
  }
}

try {
  console.log(`under Playwright: ${await underPlaywright()} of ${TRIES} navigations hung`);
  console.log(`over a bare CDP connection: ${await overBareCdp()} of ${TRIES} navigations hung`);
} finally {
  server.close();
  server.closeAllConnections();
}
