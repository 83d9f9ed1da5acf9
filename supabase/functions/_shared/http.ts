/**
 * What every edge function does around its own logic: CORS, POST only, a per-client rate limit kept in the
 * database, a 16 KB body cap, JSON parsing and zod validation, and JSON errors that never turn bad input into
 * a 500. Written against web standards (Request → Response) so Deno and Node run it alike.
 */

import type { z } from 'zod';
import { clientAddress, networkKey48 } from './clientAddress.ts';
import type { DeliverySettings } from './delivery.ts';
import type { SlackNotifier } from './slack.ts';
import { type BackendStore, isDataError } from './store.ts';

export const MAX_BODY_BYTES = 16 * 1024;
const RATE_WINDOW_SECONDS = 60;
const HOUR_SECONDS = 3600;
const DEFAULT_RATE_LIMIT_PER_MINUTE = 30;
/** Requests whose address does not parse: all counted together, so none escapes the limits. */
export const UNPARSEABLE_CLIENT = 'unparseable';

export interface FunctionSettings {
  /** Origins allowed to call from a browser; '*' allows any. */
  allowedOrigins: '*' | readonly string[];
  /** Requests per minute one client (IP) may make to one function. */
  rateLimitPerMinute: number;
  /**
   * The header a proxy in front sets to the client's address over any value a client sends (lower-case, e.g.
   * `cf-connecting-ip`); unset: none is trusted (./clientAddress.ts).
   */
  clientAddressHeader?: string | null | undefined;
  /** Retry timing of the Slack queue; unset: DEFAULT_DELIVERY (./delivery.ts). */
  delivery?: DeliverySettings | undefined;
  /** Running on a hosted project (not the local stack): a missing trusted header is then a fault to report. */
  hosted?: boolean | undefined;
}

export interface FunctionDependencies {
  store: BackendStore;
  notifier: SlackNotifier;
  settings: FunctionSettings;
  log: (line: string) => void;
  /**
   * Keeps work going after the answer is sent (EdgeRuntime.waitUntil when deployed): the first attempt at a
   * Slack message the visitor must not wait for. `task` never rejects.
   */
  waitUntil: (task: Promise<void>) => void;
}

export type RequestHandler = (request: Request) => Promise<Response>;

export type Reply = { status: number; body: object } | { status: number; error: string };

export interface FunctionDefinition<Schema extends z.ZodType> {
  name: string;
  schema: Schema;
  run: (body: z.output<Schema>, dependencies: FunctionDependencies) => Promise<Reply>;
  /** The JSON every error answer carries; update-crypto-transaction adds `success: false`, which the site reads. */
  errorBody?: (message: string) => object;
  /**
   * Calls per hour one client may make, beside the per-minute limit: per address (IPv6: /64) and per IPv6 /48.
   * For a function whose every call stores a row and a Slack message.
   */
  perHour?: { perClient: number; perNetwork: number };
}

/**
 * Reads ALLOWED_ORIGINS (comma-separated, default *), FUNCTION_RATE_LIMIT_PER_MINUTE (default 30) and
 * CLIENT_ADDRESS_HEADER (default none).
 */
export function readFunctionSettings(env: (name: string) => string | undefined): FunctionSettings {
  const origins = (env('ALLOWED_ORIGINS') ?? '*')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const limit = Number(env('FUNCTION_RATE_LIMIT_PER_MINUTE'));
  const header = env('CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() ?? '';
  return {
    allowedOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins,
    rateLimitPerMinute: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_RATE_LIMIT_PER_MINUTE,
    // A name that is not a plain header name is ignored rather than trusted half-way.
    clientAddressHeader: /^[a-z0-9-]{1,64}$/.test(header) ? header : null,
  };
}

/** The CORS headers for this request, or null when its Origin is not allowed. */
function corsHeaders(request: Request, allowedOrigins: FunctionSettings['allowedOrigins']): Headers | null {
  const headers = new Headers({ vary: 'Origin' });
  const origin = request.headers.get('origin');
  if (allowedOrigins === '*') headers.set('access-control-allow-origin', '*');
  else if (origin !== null && allowedOrigins.includes(origin)) headers.set('access-control-allow-origin', origin);
  else if (origin !== null) return null;
  return headers;
}

/**
 * The body as text, or null when it is larger than `maxBytes` (counted while streaming, not trusted from
 * headers). Throws on bytes that are not UTF-8.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function describeIssues(error: z.ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return `Invalid request body: ${issues.join('; ')}`;
}

/** Driver codes (node, npm:postgres) for a connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * The database cannot serve right now: unreachable, restarting (57P01 admin_shutdown, 57P02, 57P03 cannot
 * connect now), a broken connection (class 08) or too many connections (53300). Not the request's fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && (/^(08|57P0[123]$|53300$)/.test(code) || CONNECTION_ERROR_CODES.has(code));
}

export function defineFunction<Schema extends z.ZodType>(definition: FunctionDefinition<Schema>) {
  const errorBody = definition.errorBody ?? ((message: string) => ({ error: message }));

  return (dependencies: FunctionDependencies): RequestHandler =>
    async (request) => {
      const { settings, store, log } = dependencies;
      const cors = corsHeaders(request, settings.allowedOrigins);

      const json = (status: number, body: object, extra: Record<string, string> = {}): Response => {
        const headers = new Headers(cors ?? undefined);
        headers.set('content-type', 'application/json; charset=utf-8');
        for (const [name, value] of Object.entries(extra)) headers.set(name, value);
        return new Response(JSON.stringify(body), { status, headers });
      };
      const fail = (status: number, message: string, extra?: Record<string, string>) =>
        json(status, errorBody(message), extra);

      if (cors === null) {
        // Not allowed: its preflight gets no CORS headers, so a browser is never told this origin may send. The
        // refusal of a request that did arrive (a simple request, which needs no preflight) names the origin,
        // though, so its caller reads the 403 instead of an opaque network error and can tell "not allowed
        // here" from "offline"; all the origin can read is this fixed text, and nothing was done. The site's own
        // calls always need a preflight (apikey header, JSON): for them the refusal stays a failed fetch, which
        // the outbox retries a few times only while the browser is online (src/lib/outbox/httpOutcome.ts).
        const readable: Record<string, string> =
          request.method === 'OPTIONS'
            ? {}
            : { 'access-control-allow-origin': request.headers.get('origin') ?? '', vary: 'Origin' };
        return fail(403, 'Origin not allowed', readable);
      }
      if (request.method === 'OPTIONS') {
        cors.set('access-control-allow-methods', 'POST, OPTIONS');
        cors.set('access-control-allow-headers', 'authorization, x-client-info, apikey, content-type');
        cors.set('access-control-max-age', '86400');
        return new Response(null, { status: 204, headers: cors });
      }
      if (request.method !== 'POST') return fail(405, 'Method not allowed: use POST', { allow: 'POST, OPTIONS' });

      try {
        const client = clientAddress(request.headers, settings.clientAddressHeader ?? null);
        if ('oversized' in client) return fail(400, `Header ${client.oversized} is too large`);
        const clientKey = client.key ?? UNPARSEABLE_CLIENT;
        const { recentHits, retryAfterSeconds } = await store.countRequest(
          `${definition.name}:${clientKey}`,
          RATE_WINDOW_SECONDS,
        );
        if (recentHits > settings.rateLimitPerMinute) {
          return fail(429, 'Too many requests: try again later', { 'retry-after': String(retryAfterSeconds) });
        }
        if (definition.perHour) {
          const network = networkKey48(client.key);
          const hourly: [string, number][] = [[clientKey, definition.perHour.perClient]];
          if (network) hourly.push([network, definition.perHour.perNetwork]);
          for (const [key, cap] of hourly) {
            const count = await store.countRequest(`${definition.name}:hour:${key}`, HOUR_SECONDS);
            if (count.recentHits > cap) {
              return fail(429, 'Too many requests: try again later', {
                'retry-after': String(count.retryAfterSeconds),
              });
            }
          }
        }

        const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
        if (contentType !== 'application/json') return fail(415, 'Content-Type must be application/json');

        let text: string | null;
        try {
          text = await readCappedText(request, MAX_BODY_BYTES);
        } catch {
          return fail(400, 'Body must be UTF-8 encoded JSON');
        }
        if (text === null) return fail(413, `Body must be at most ${MAX_BODY_BYTES} bytes`);

        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return fail(400, 'Body must be valid JSON');
        }
        const body = definition.schema.safeParse(parsed);
        if (!body.success) return fail(400, describeIssues(body.error));

        const reply = await definition.run(body.data, dependencies);
        return 'error' in reply ? fail(reply.status, reply.error) : json(reply.status, reply.body);
      } catch (error) {
        // The database is restarting or out of reach: a retry will do (the browser's outbox retries 503s).
        if (isDatabaseUnavailable(error))
          return fail(503, 'Database unavailable: try again shortly', { 'retry-after': '5' });
        // The schemas mirror the constraints, so this only fires if they drift apart: still the caller's input.
        // The database's text names tables and constraints: it goes to the log, the caller gets the code.
        if (isDataError(error)) {
          log(`[${definition.name}] rejected by the database: ${error.code} ${error.message}`);
          return fail(400, `Rejected by the database (code ${error.code})`);
        }
        log(`[${definition.name}] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return fail(500, 'Internal error');
      }
    };
}
