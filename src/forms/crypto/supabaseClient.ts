import type { BackendClient } from './backendClient.ts';
import { config } from '../../config.ts';

let client: Promise<BackendClient> | undefined;

/**
 * The one backend client, created on first use: it downloads only when the crypto sign-up or the transaction
 * page first calls a function, never with the first paint. Visitors are anonymous (nobody logs in on this site): no
 * auth client, no session (see backendClient.ts).
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
