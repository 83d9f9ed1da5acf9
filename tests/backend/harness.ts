/**
 * Starts the local stack in-process on a free port for a test file, on PGlite or on a PostgreSQL 15 server the
 * harness starts itself, and gives tests what the site has (a supabase-js client with the anon key) plus the
 * admin endpoints. `describeOnEachDatabase` runs a suite on both databases.
 */

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { describe, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import type { SlackLogEntry } from '../../supabase/local/admin.ts';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../../supabase/local/stack.ts';
import { freePort, postgres15Available, POSTGRES_15_BIN, startPostgres15 } from './postgres15.ts';

export type DatabaseVariant = 'PGlite' | 'PostgreSQL 15';

/** Made per run: the admin endpoints can empty and break the stack, so their token is never a known string. */
export const ADMIN_TOKEN = randomUUID();
/**
 * Timeout for hooks that start a backend. PGlite's first start runs initdb in WebAssembly: a few seconds of
 * CPU, but much longer on a machine busy with browsers and builds.
 */
export const STARTUP_TIMEOUT_MS = 180_000;
export const TABLES = ['leads', 'crypto_clients', 'crypto_transactions'] as const;
export type Table = (typeof TABLES)[number];

/** Registers `suite` for PGlite and for PostgreSQL 15; without the PG 15 binaries it says so in the report. */
export function describeOnEachDatabase(name: string, suite: (variant: DatabaseVariant) => void): void {
  describe(`${name} [PGlite]`, () => suite('PGlite'));
  if (postgres15Available) {
    describe(`${name} [PostgreSQL 15]`, () => suite('PostgreSQL 15'));
  } else if (process.env.REQUIRE_POSTGRES_15) {
    it(`${name} [PostgreSQL 15]`, () => {
      throw new Error(`REQUIRE_POSTGRES_15 is set but ${POSTGRES_15_BIN}/initdb is missing`);
    });
  } else {
    const notice = `${name} [PostgreSQL 15] NOT RUN: ${POSTGRES_15_BIN}/initdb is missing`;
    console.warn(notice); // the default reporter only counts skipped tests; this puts the reason in the output
    it.skip(notice, () => {});
  }
}

/** Node 20 has no global WebSocket; realtime-js declares a narrower constructor type than `ws` has. */
const realtimeTransport = WebSocket as unknown as NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

let lastAddress = 0;
/** A distinct client address per call, so the per-client rate limit only bites where a test wants it to. */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

type AdminRequestInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

export interface TestBackend {
  readonly url: string;
  readonly stack: LocalStack;
  /** A supabase-js client as the site creates it, calling from its own client address. */
  client(options?: { apiKey?: string; clientAddress?: string }): SupabaseClient;
  rows<Row = Record<string, unknown>>(table: Table): Promise<Row[]>;
  slackLog(): Promise<SlackLogEntry[]>;
  admin(path: string, init?: AdminRequestInit): Promise<Response>;
  /** Stops and starts the stack on the same database and port, optionally with other options. */
  restart(overrides?: Partial<LocalStackOptions>): Promise<void>;
  close(): Promise<void>;
}

export async function startTestBackend(
  variant: DatabaseVariant,
  overrides: Partial<LocalStackOptions> = {},
): Promise<TestBackend> {
  const scratch = await mkdtemp(join(tmpdir(), 'backend-test-'));
  const postgres = variant === 'PostgreSQL 15' ? await startPostgres15() : null;
  let options: LocalStackOptions = {
    port: await freePort(),
    database: postgres ? { databaseUrl: postgres.url } : { dataDir: join(scratch, 'db') },
    mediaDir: join(scratch, 'media'),
    slackWebhookUrl: undefined,
    adminToken: ADMIN_TOKEN,
    functionSettings: { allowedOrigins: '*', rateLimitPerMinute: 10 },
    // Tests act as many clients by naming each one's address in X-Forwarded-For (nextClientAddress).
    trustCallerForwardedFor: true,
    // The scheduled Slack delivery is off unless a test turns it on (slackQueue.test.ts): with it, a message
    // could go out between a test's steps instead of by the call the test makes.
    delivery: { intervalMs: 0 },
    log: () => {},
    ...overrides,
  };
  let stack = await startLocalStack(options);

  const admin = (path: string, init: AdminRequestInit = {}) =>
    fetch(`${stack.url}${path}`, { ...init, headers: { 'x-local-admin': ADMIN_TOKEN, ...init.headers } });

  return {
    get url() {
      return stack.url;
    },
    get stack() {
      return stack;
    },
    client({ apiKey = LOCAL_ANON_KEY, clientAddress = nextClientAddress() } = {}) {
      return createClient(stack.url, apiKey, {
        realtime: { transport: realtimeTransport },
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { 'x-forwarded-for': clientAddress } },
      });
    },
    async rows<Row>(table: Table) {
      return (await (await admin(`/_local/rows/${table}`)).json()) as Row[];
    },
    async slackLog() {
      return (await (await admin('/_local/slack')).json()) as SlackLogEntry[];
    },
    admin,
    async restart(changes = {}) {
      await stack.close();
      options = { ...options, ...changes };
      stack = await startLocalStack(options);
    },
    async close() {
      await stack.close();
      await postgres?.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` stops throwing, instead of sleeping for a guessed time. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
