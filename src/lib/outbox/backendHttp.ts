/**
 * The outbox's only way to the backend: a plain `fetch` to PostgREST and the edge functions with the public
 * anon key. No supabase-js: that library is a lazy chunk, and a chunk that failed to load offline stays failed
 * for the page's life, so a lead submitted offline could never leave that page. This code is already in
 * memory with the outbox, in the page and in the service worker alike.
 */
import { config } from '../../config.ts';
import { SEND_TIMEOUT_MS } from './httpOutcome.ts';

export interface BackendAnswer {
  /** HTTP status; 0 when nothing answered (offline, refused, timed out, blocked by CORS). */
  status: number;
  /** The answer's JSON, if it sent any. */
  body: unknown;
  /** Nothing answered although the browser says it is online: maybe only this endpoint fails (CORS). */
  opaque: boolean;
}

function online(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === true;
}

/** POSTs `body` as JSON to `path` of the backend; `prefer` is PostgREST's Prefer header. Never throws. */
export async function postToBackend(path: string, body: unknown, prefer?: string): Promise<BackendAnswer> {
  const key = config.supabaseAnonKey;
  const headers: Record<string, string> = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
  };
  if (prefer) headers.Prefer = prefer;
  let response: Response;
  try {
    response = await fetch(`${config.supabaseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: undefined, opaque: online() };
  }
  let json: unknown;
  try {
    const text = await response.text();
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // not JSON, or cut off: the status still says what happened
  }
  return { status: response.status, body: json, opaque: false };
}

/** Inserts one row as anon, answering nothing back (anon may not read it). */
export function insertRow(table: string, row: object): Promise<BackendAnswer> {
  return postToBackend(`/rest/v1/${table}`, row, 'return=minimal');
}

export function invokeFunction(name: string, body: object): Promise<BackendAnswer> {
  return postToBackend(`/functions/v1/${name}`, body);
}

export function isSuccess({ status }: BackendAnswer): boolean {
  return status >= 200 && status < 300;
}
