import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from '../config.ts';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, created on first use: supabase-js downloads only when a form or a page first
 * needs the backend, never with the first paint. No DOM use, so the service worker shares it.
 * Visitors are anonymous (SPEC §6), so no session is stored or refreshed.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    (error: unknown) => {
      // A chunk that failed to download (offline) must be retried next time, not remembered.
      client = undefined;
      throw error;
    },
  );
  return client;
}
