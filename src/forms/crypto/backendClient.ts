/**
 * The part of the backend client the site still calls through a library: edge functions
 * (`functions.invoke`) for the calls that need an answer to go on, the crypto sign-up and the transaction
 * page's lookup. It is the very class supabase-js wires up in `createClient` (same URL, headers and retry
 * rules), without GoTrue, Realtime, Storage and PostgREST, which these calls never use (visitors are
 * anonymous: nobody logs in on this site). The outbox sends with plain `fetch` instead (src/lib/outbox/backendHttp.ts):
 * it must work from the page's first download. Loaded through `getSupabase()` only.
 */
import { FunctionsClient } from '@supabase/functions-js';

export interface BackendClient {
  functions: FunctionsClient;
}

export function createBackendClient(url: string, anonKey: string): BackendClient {
  const base = url.replace(/\/+$/, '');
  // What supabase-js sends without a session: the anon key as apikey and as bearer token, and a client-info header.
  const headers = {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    'X-Client-Info': 'replyrocket-site (functions-js)',
  };
  return { functions: new FunctionsClient(`${base}/functions/v1`, { headers }) };
}
