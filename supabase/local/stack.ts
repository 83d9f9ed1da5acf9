/**
 * The local stand-in for a Supabase project: one HTTP server on 127.0.0.1 with `/rest/v1` (PostgREST subset),
 * `/functions/v1` (the edge function handlers, in-process), `/storage/v1/object/public/media` (a folder),
 * the gateway's apikey check and CORS, and the test-only `/_local` endpoints.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { createFunctionHandlers, FUNCTION_NAMES, type FunctionName } from '../functions/_shared/functions.ts';
import type { FunctionSettings } from '../functions/_shared/http.ts';
import { createConsoleNotifier, createSlackNotifier, type SlackNotifier } from '../functions/_shared/slack.ts';
import { createSqlStore, type SqlParameter } from '../functions/_shared/store.ts';
import { type AdminState, createAdminHandler, NO_FAULTS, type SlackLogEntry } from './admin.ts';
import {
  applyMigrations,
  type DatabaseLocation,
  DatabaseUnavailableError,
  type LocalDatabase,
  openDatabase,
  withOutageSwitch,
} from './database.ts';
import { type DeliveryLoopOptions, startDeliveryLoop } from './deliveryLoop.ts';
import { RETENTION_INTERVAL_MS, startRetentionLoop } from './retentionLoop.ts';
import { createRestHandler, loadSchemaCache } from './postgrest.ts';
import { createMediaHandler } from './storage.ts';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  database: DatabaseLocation;
  mediaDir: string;
  slackWebhookUrl: string | undefined;
  /** Enables the `/_local` admin endpoints when set. */
  adminToken: string | undefined;
  functionSettings: FunctionSettings;
  /** Leads one client address may insert per hour (private.lead_limit_settings); unset: the migration's default. */
  leadLimitPerIpPerHour?: number | undefined;
  /**
   * Rows of vitals, consent_events and outbox_failures one client address may insert per hour
   * (private.anon_write_limits); unset: the database's own. End-to-end runs, whose pages all call from one address,
   * raise it as they raise the lead limit.
   */
  anonWriteLimitPerHour?: number | undefined;
  /**
   * Treat every caller as a trusted proxy: keep the X-Forwarded-For it sends as the client's address instead
   * of appending the peer's, as a real gateway does. Tests use it to act as many clients from one machine.
   */
  trustCallerForwardedFor?: boolean | undefined;
  /** The Slack queue's scheduled delivery, which a hosted project runs with pg_cron (./deliveryLoop.ts). */
  delivery?: Partial<DeliveryLoopOptions> | undefined;
  /**
   * How often the retention rule runs (private.apply_retention, which pg_cron runs daily on a hosted project); it
   * also runs once at start. Default: hourly; 0: only at start.
   */
  retentionIntervalMs?: number | undefined;
  log: (line: string) => void;
}

export interface LocalStack {
  url: string;
  databaseDescription: string;
  /** Migrations applied by this start (empty when the database was already up to date). */
  appliedMigrations: string[];
  /** The lead limit in force (private.lead_limit_settings). */
  leadLimitPerIpPerHour: number;
  /** The stack's own connection, as the database owner: tests use it to probe constraints directly. */
  database: LocalDatabase;
  close(): Promise<void>;
}

const GATEWAY_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Beyond this the upload is cut off rather than drained. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * The whole request body, or null when it is over the gateway's limit. Reading it all (and draining an
 * oversized one) before answering lets the client finish its upload and see the 413 instead of a reset.
 */
async function readRequestBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DRAIN_LIMIT_BYTES) return null; // leaving the loop destroys the request stream
    if (size <= GATEWAY_MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > GATEWAY_MAX_BODY_BYTES ? null : Buffer.concat(chunks);
}

/** Answer that tells the HTTP layer to cut the connection instead of responding (the 'down' fault). */
const DROP_CONNECTION = Symbol('drop connection');
type Outcome = Response | typeof DROP_CONNECTION;

const GATEWAY_CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, content-length, accept-ranges, etag, location, retry-after',
};

function gatewayJson(status: number, body: object): Response {
  return Response.json(body, { status, headers: GATEWAY_CORS });
}

/** The claims inside the anon key: PostgREST would read them from the verified JWT. */
function anonClaims(): { role: string } & Record<string, unknown> {
  const payload = LOCAL_ANON_KEY.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null || !('role' in claims) || typeof claims.role !== 'string') {
    throw new Error('LOCAL_ANON_KEY carries no role claim');
  }
  return { ...claims, role: claims.role };
}

/** The hosted gateway's key check: every key the request carries must be the project's anon key. */
function apiKeyProblem(request: Request): Response | null {
  const apikey = request.headers.get('apikey');
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  if (apikey === null && bearer === null) {
    return gatewayJson(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if ((apikey !== null && apikey !== LOCAL_ANON_KEY) || (bearer !== null && bearer !== LOCAL_ANON_KEY)) {
    return gatewayJson(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return null;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/** Records every Slack message (for `/_local/slack`) and whether it went out. */
function recordingNotifier(inner: SlackNotifier, log: SlackLogEntry[], delivery: 'sent' | 'logged'): SlackNotifier {
  return {
    async send(message) {
      try {
        await inner.send(message);
        log.push({ ...message, delivery, at: new Date().toISOString() });
      } catch (error) {
        log.push({ ...message, delivery: 'failed', at: new Date().toISOString() });
        throw error;
      }
    },
  };
}

/**
 * A deployment sets its lead limit with an UPDATE; the local stack does it on every start, so a persisted data
 * folder never keeps the limit of an earlier run (unset goes back to the column's default).
 */
async function applyLeadLimit(db: LocalDatabase, perIpPerHour: number | undefined): Promise<number> {
  const [row] = await db.query<{ per_ip_per_hour: number }>(
    perIpPerHour === undefined
      ? 'update private.lead_limit_settings set per_ip_per_hour = default returning per_ip_per_hour'
      : 'update private.lead_limit_settings set per_ip_per_hour = $1::int returning per_ip_per_hour',
    perIpPerHour === undefined ? [] : [perIpPerHour],
  );
  if (!row) throw new Error('private.lead_limit_settings has no row: is the lead limit migration applied?');
  return row.per_ip_per_hour;
}

/**
 * The trusted client-address header (FunctionSettings.clientAddressHeader) goes to the database's setting
 * too, on every start, so both limits count clients alike.
 */
async function applyClientAddressHeader(db: LocalDatabase, header: string | null): Promise<void> {
  await db.query('update private.lead_limit_settings set client_address_header = $1', [header]);
}

/** A REST request that lost its database: answered as PostgREST does, not by the SQLSTATE (see restView). */
class RestOutage extends Error {
  constructor(readonly answer: object) {
    super(String((answer as { message?: unknown }).message));
  }
}

/**
 * The database as the REST handler sees it. PostgREST answers a request whose database is unreachable with
 * 503 PGRST000 (no connection) or PGRST001 (the connection broke), not with the SQLSTATE's status (57P01 would
 * be 500): an outage is turned into a RestOutage, which the route answers so.
 */
function restView(db: LocalDatabase): LocalDatabase {
  const translate = (error: unknown): never => {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    throw new RestOutage(
      error.code === 'ECONNREFUSED'
        ? {
            code: 'PGRST000',
            details: error.message,
            hint: null,
            message: 'Database connection error. Retrying the connection.',
          }
        : {
            code: 'PGRST001',
            details: error.message,
            hint: null,
            message: 'Database client error. Retrying the connection.',
          },
    );
  };
  return {
    ...db,
    query: <Row extends object>(text: string, params: SqlParameter[]) => db.query<Row>(text, params).catch(translate),
    exec: (script) => db.exec(script).catch(translate),
    transaction: (work) => db.transaction(work).catch(translate),
  };
}

function isFunctionName(name: string): name is FunctionName {
  return FUNCTION_NAMES.some((known) => known === name);
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { log } = options;
  const db = await openDatabase(options.database);
  const appliedMigrations = await applyMigrations(db);
  const leadLimitPerIpPerHour = await applyLeadLimit(db, options.leadLimitPerIpPerHour);
  await applyClientAddressHeader(db, options.functionSettings.clientAddressHeader ?? null);
  if (options.anonWriteLimitPerHour !== undefined) {
    await db.query('update private.anon_write_limits set per_address_per_hour = $1::int', [
      options.anonWriteLimitPerHour,
    ]);
  }
  // The API reaches the database through a switch that POST /_local/database can turn off; admin does not.
  const outage = withOutageSwitch(db);
  const rest = createRestHandler({ db: restView(outage.db), tables: await loadSchemaCache(db), claims: anonClaims() });
  const media = createMediaHandler(options.mediaDir);

  const admin: AdminState = { db, outage, token: options.adminToken ?? '', slackLog: [], faults: NO_FAULTS };
  const adminHandler = options.adminToken ? createAdminHandler(admin) : null;
  // Without a webhook the console stands in for Slack, as the hosted functions' log does not: there a message
  // stays queued until SLACK_WEBHOOK_URL is set.
  const notifier = recordingNotifier(
    options.slackWebhookUrl ? createSlackNotifier({ webhookUrl: options.slackWebhookUrl }) : createConsoleNotifier(log),
    admin.slackLog,
    options.slackWebhookUrl ? 'sent' : 'logged',
  );
  const delivery = startDeliveryLoop({ store: createSqlStore(outage.db), notifier, log, ...options.delivery });
  const retention = startRetentionLoop(outage.db, options.retentionIntervalMs ?? RETENTION_INTERVAL_MS, log);
  // Work the functions leave running after their answer (Slack messages), awaited on close like the
  // platform's waitUntil keeps an instance alive for it.
  const afterAnswer = new Set<Promise<void>>();
  const functions = createFunctionHandlers({
    store: createSqlStore(outage.db),
    notifier,
    settings: { ...options.functionSettings, delivery: delivery.settings },
    log,
    waitUntil(task) {
      afterAnswer.add(task);
      void task.finally(() => afterAnswer.delete(task));
    },
  });

  async function route(request: Request): Promise<Outcome> {
    const { pathname } = new URL(request.url);
    if (pathname === '/_local/health') return gatewayJson(200, { ok: true });
    if (pathname.startsWith('/_local/')) {
      return adminHandler
        ? adminHandler(request, pathname)
        : gatewayJson(404, { error: 'Admin endpoints are off: set LOCAL_ADMIN_TOKEN' });
    }
    if (pathname.startsWith('/storage/v1/')) return withHeaders(await media(request), GATEWAY_CORS);

    const area = /^\/rest\/v1(\/|$)/.test(pathname)
      ? 'rest'
      : pathname.startsWith('/functions/v1/')
        ? 'functions'
        : null;
    if (area === null) return gatewayJson(404, { message: 'no Route matched with those values' });

    const fault = admin.faults[area];
    if (fault === 'down') return DROP_CONNECTION;
    const preflight = request.method === 'OPTIONS';
    if (area === 'rest' && preflight) {
      return new Response(null, {
        status: 204,
        headers: {
          ...GATEWAY_CORS,
          'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
          'access-control-max-age': '3600',
        },
      });
    }
    if (!preflight) {
      // Preflights stay healthy so the browser gets to see the injected status itself.
      if (admin.faults.delayMs > 0) await delay(admin.faults.delayMs);
      if (fault === '503') {
        return gatewayJson(503, { message: 'Service Unavailable (fault injected by /_local/faults)' });
      }
      const keyProblem = apiKeyProblem(request);
      if (keyProblem) return keyProblem;
    }

    if (area === 'rest') {
      try {
        return withHeaders(await rest(request, pathname.slice('/rest/v1'.length)), GATEWAY_CORS);
      } catch (error) {
        if (error instanceof RestOutage) return gatewayJson(503, error.answer);
        throw error;
      }
    }
    const name = pathname.slice('/functions/v1/'.length);
    if (!isFunctionName(name)) {
      return gatewayJson(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    return functions[name](request);
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
    }
    // Like a gateway, append the peer's address to X-Forwarded-For: its last entry is the one a client cannot
    // choose. A caller trusted as a proxy (tests acting as many clients) keeps its own.
    const peer = req.socket.remoteAddress ?? 'unknown';
    const forwarded = headers.get('x-forwarded-for');
    if (forwarded === null) headers.set('x-forwarded-for', peer);
    else if (!options.trustCallerForwardedFor) headers.set('x-forwarded-for', `${forwarded}, ${peer}`);

    let outcome: Outcome;
    try {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
      outcome =
        body === null
          ? gatewayJson(413, {
              message: 'Payload too large',
              hint: `Bodies are limited to ${GATEWAY_MAX_BODY_BYTES} bytes`,
            })
          : await route(new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), { method, headers, body }));
    } catch (error) {
      log(`[local] ${method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      outcome = gatewayJson(500, { message: 'Internal error in the local stack' });
    }

    const elapsed = () => `${(performance.now() - started).toFixed(1)}ms`;
    if (outcome === DROP_CONNECTION) {
      req.socket.destroy();
      log(`[local] ${method} ${req.url} -> dropped (fault) ${elapsed()}`);
      return;
    }
    res.writeHead(outcome.status, Object.fromEntries(outcome.headers));
    res.on('finish', () => log(`[local] ${method} ${req.url} -> ${outcome.status} ${elapsed()}`));
    if (outcome.body && method !== 'HEAD') {
      Readable.fromWeb(outcome.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(res);
    } else {
      res.end();
    }
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    databaseDescription: db.description,
    appliedMigrations,
    leadLimitPerIpPerHour,
    database: db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.allSettled(afterAnswer);
      await delivery.stop();
      await retention.stop();
      await db.close();
    },
  };
}
