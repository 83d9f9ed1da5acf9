import type { BackendClient } from './backendClient.ts';
import { config } from '../config.ts';

let client: Promise<BackendClient> | undefined;

/**
 * The one backend client, created on first use: it downloads only when a form or a page first needs the
 * backend, never with the first paint. No DOM use, so the service worker shares it (the outbox senders).
 * Visitors are anonymous (SPEC §6): no auth client, no session (see backendClient.ts).
 */
export function getSupabase(): Promise<BackendClient> {
  client ??= import('./backendClient.ts').then(
    ({ createBackendClient }) => createBackendClient(config.supabaseUrl, config.supabaseAnonKey),
    (error: unknown) => {
      // A chunk that failed to download (offline) must be retried next time, not remembered.
      client = undefined;
      throw error;
    },
  );
  return client;
}
