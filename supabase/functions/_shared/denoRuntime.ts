/**
 * How the functions reach the database and Slack when deployed: npm:postgres on the SUPABASE_DB_URL the
 * platform injects, and the SLACK_WEBHOOK_URL secret. Deno-only; the local stack supplies its own.
 */

import postgres from 'postgres';
import { type FunctionDependencies, readFunctionSettings } from './http.ts';
import { createSlackNotifier } from './slack.ts';
import { createSqlStore, type SqlClient } from './store.ts';

/** Supabase's Edge Runtime global; absent under plain Deno, where a pending promise keeps running anyway. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime;

export function deployedDependencies(): FunctionDependencies {
  const databaseUrl = Deno.env.get('SUPABASE_DB_URL');
  if (!databaseUrl) throw new Error('SUPABASE_DB_URL is not set');
  // prepare: false because the platform's connection pooler runs in transaction mode.
  const sql = postgres(databaseUrl, { prepare: false, max: 2 });
  const client: SqlClient = {
    query: (text, params) => sql.unsafe(text, params),
  };
  const log = (line: string) => console.log(line);
  const settings = { ...readFunctionSettings((name) => Deno.env.get(name)), hosted: true };
  if (!settings.clientAddressHeader) {
    // Said at every start, and by deliver-notifications' health check: without it every client counts as the proxy.
    console.warn(
      '[config] WARNING: CLIENT_ADDRESS_HEADER is not set. Every caller counts as the proxy in front of the functions, so one client can use up the rate limits of all: set it (cf-connecting-ip behind Cloudflare) and private.lead_limit_settings.client_address_header alike.',
    );
  }
  return {
    store: createSqlStore(client),
    // Without the secret every message stays queued (and each attempt says so in this log).
    notifier: createSlackNotifier({ webhookUrl: Deno.env.get('SLACK_WEBHOOK_URL') }),
    settings,
    log,
    // Keeps the instance alive until the first attempt at a Slack message sent after the answer is through.
    waitUntil: (task) => edgeRuntime?.waitUntil(task),
  };
}
