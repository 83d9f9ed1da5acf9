/**
 * The two parts of the backend client the site calls (SPEC §7): the REST interface (`from('leads').insert`)
 * and edge functions (`functions.invoke`). They are the very classes supabase-js wires up in `createClient`
 * (same URLs, headers and retry rules), without GoTrue, Realtime and Storage, which the site never uses
 * (visitors are anonymous, SPEC §6): the lazy chunk and the service worker (whose outbox senders run this
 * too) stay ~19 KB instead of ~210 KB. Loaded through `getSupabase()` only.
 */
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';

export interface BackendClient {
  from: PostgrestClient['from'];
  functions: FunctionsClient;
}

export function createBackendClient(url: string, anonKey: string): BackendClient {
  const base = url.replace(/\/+$/, '');
  // What supabase-js sends without a session: the anon key as apikey and as bearer token, and a client-info header.
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'X-Client-Info': 'replyrocket-site (postgrest-js, functions-js)' };
  const rest = new PostgrestClient(`${base}/rest/v1`, { headers, schema: 'public' });
  return { from: (relation: string) => rest.from(relation), functions: new FunctionsClient(`${base}/functions/v1`, { headers }) };
}
