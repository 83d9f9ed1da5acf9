/**
 * How to reach the local Supabase stack (supabase/local, `npm run backend`): the site's config defaults to it,
 * the stack itself listens there and accepts this key, and the tests call it with the same key.
 */

/** Public demo anon key of a local Supabase stack (the one `supabase start` prints); safe to publish. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The port `supabase start` gives the API (supabase/config.toml), so either stack answers at the same URL. */
export const LOCAL_STACK_PORT = 54321;
export const LOCAL_SUPABASE_URL = `http://127.0.0.1:${LOCAL_STACK_PORT}`;
