/**
 * A forward HTTP proxy on 127.0.0.1 that the engine under test is configured to use for every request, the
 * site's and the local stack's alike. It lets a test do, the same way in every engine, what Playwright's
 * `context.setOffline` does only in Chromium:
 * - `cut()` drops every connection and refuses new ones, as a lost signal does, while the browser still
 *   believes it is online (`navigator.onLine` stays true: the harder case for the outbox);
 * - `blockServiceWorker` answers the worker's script with 404, so the page runs as in an in-app browser that
 *   has no service worker;
 * - every answer and every refused request is logged, so a test can assert that a page loaded with no failed
 *   request whatever the engine reports about it;
 * - every HTML document gets, first in its head, a same-origin script that records the page's console errors
 *   and toasts (pageRecorder.ts).
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { RECORDER_PATH, RECORDER_SCRIPT, withRecorder } from './pageRecorder.ts';

export const BLANK_PATH = '/__engine-blank.html';

export interface ProxiedRequest {
  method: string;
  url: string;
  /**
   * The upstream status; `'cut'` / `'error'` when no answer reached the browser; `'pending'` while it is on
   * its way.
   */
  status: number | 'pending' | 'cut' | 'error';
}

export class LoopbackProxy {
  readonly log: ProxiedRequest[] = [];
  blockServiceWorker = false;
  /**
   * The client address the functions see (as the hosted gateway's X-Forwarded-For would give it): one per
   * test, so tests never share a rate limit.
   */
  clientAddress = '10.0.0.1';
  #cut = false;
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<LoopbackProxy> {
    const server = createServer();
    const proxy = new LoopbackProxy(server);
    server.on('connection', (socket) => {
      // Accepted even while cut: the request is read, logged, and then dropped, so a test sees what was tried.
      proxy.#sockets.add(socket);
      socket.on('close', () => proxy.#sockets.delete(socket));
    });
    server.on('request', (req, res) => proxy.#forward(req, res));
    // No CONNECT tunnels: everything under test is plain http on loopback; anything else is refused.
    server.on('connect', (_req, socket: Socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** The network is gone: open connections drop, and so does every request after them. */
  cut(): void {
    this.#cut = true;
    for (const socket of this.#sockets) socket.destroy();
  }

  restore(): void {
    this.#cut = false;
  }

  /** Back to a fresh state between tests: connected, the worker allowed, an empty log. */
  reset(): void {
    this.restore();
    this.blockServiceWorker = false;
    this.log.length = 0;
  }

  /** Requests that got no answer or an error status, other than those `expected` accepts. */
  failures(expected: (entry: ProxiedRequest) => boolean = () => false): ProxiedRequest[] {
    return this.log.filter(
      (entry) =>
        (typeof entry.status === 'number' ? entry.status >= 400 : entry.status !== 'pending') && !expected(entry),
    );
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #forward(req: IncomingMessage, res: ServerResponse): void {
    const entry: ProxiedRequest = { method: req.method ?? 'GET', url: req.url ?? '', status: 'pending' };
    this.log.push(entry);
    if (this.#cut) {
      entry.status = 'cut';
      req.socket.destroy();
      return;
    }
    let target: URL;
    try {
      target = new URL(entry.url);
    } catch {
      res.writeHead(400).end();
      entry.status = 400;
      return;
    }
    // Only the loopback servers under test are reachable: an engine's own background traffic (safe browsing,
    // telemetry) never leaves the machine and never counts as the page's request.
    if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') {
      entry.status = 'cut';
      req.socket.destroy();
      return;
    }
    if (this.blockServiceWorker && target.pathname === '/sw.js') {
      entry.status = 404;
      res.writeHead(404, { 'content-type': 'text/plain' }).end('service worker blocked by the test');
      return;
    }
    // A page of the site's origin that runs nothing, where a test can set up storage before the first visit.
    if (target.pathname === BLANK_PATH) {
      entry.status = 200;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    if (target.pathname === RECORDER_PATH) {
      entry.status = 200;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(RECORDER_SCRIPT);
      return;
    }
    // Uncompressed answers, so a document can be read and given the recorder.
    const { 'accept-encoding': _encoding, 'proxy-connection': _hop, ...headers } = req.headers;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers: { ...headers, 'x-forwarded-for': this.clientAddress },
      },
      (answer) => {
        if (this.#cut) {
          entry.status = 'cut';
          answer.destroy();
          req.socket.destroy();
          return;
        }
        entry.status = answer.statusCode ?? 'error';
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = withRecorder(Buffer.concat(chunks).toString('utf8'));
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (entry.status === 'pending') entry.status = 'error';
      req.socket.destroy();
    });
    req.pipe(upstream);
  }
}
