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
  return {
    store: createSqlStore(client),
    // Without the secret every message stays queued (and each attempt says so in this log).
    notifier: createSlackNotifier({ webhookUrl: Deno.env.get('SLACK_WEBHOOK_URL') }),
    settings: readFunctionSettings((name) => Deno.env.get(name)),
    log,
    // Keeps the instance alive until the first attempt at a Slack message sent after the answer is through.
    waitUntil: (task) => edgeRuntime?.waitUntil(task),
  };
}
