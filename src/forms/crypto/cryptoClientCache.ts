/**
 * The transaction page's client lookup (docs/product.md#crypto-sign-up): retried once, fresh for
 * 5 minutes, and the client's product kept in localStorage so the page still opens on a reload offline.
 * Only the id and product are kept: `get-cryptoclient-data` returns nothing personal.
 */
import { CRYPTO_CLIENT_CACHE_KEY } from '../../shared/storageKeys.ts';
import { describeFunctionError } from './functionError.ts';
import { getSupabase } from './supabaseClient.ts';

/** How long a looked-up client stays fresh (docs/product.md#timings). */
export const CLIENT_FRESH_MS = 5 * 60_000;
const RETRY_DELAY_MS = 1000;
const TIMEOUT_MS = 10_000;
/** A visitor has one or two sign-ups at most; older entries are dropped. */
export const CACHED_CLIENTS_MAX = 5;

/** Each is shown as a toast before going back to the sign-up form (docs/product.md#crypto-sign-up). */
export type ClientLookupError =
  | 'Client ID not found'
  | 'Failed to retrieve client information'
  | 'Client information not found'
  | 'An unexpected error occurred';

export type ClientLookup = { ok: true; product: string | null } | { ok: false; message: ClientLookupError };

interface CachedClient {
  product: string | null;
  fetchedAt: number;
}

type Answer =
  | { kind: 'found'; product: string | null }
  | { kind: 'not-found' }
  | { kind: 'failed'; retryable: boolean };

function readAll(): Record<string, CachedClient> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CRYPTO_CLIENT_CACHE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, CachedClient>) : {};
  } catch {
    return {};
  }
}

function writeAll(entries: Record<string, CachedClient>): void {
  const newest = Object.entries(entries)
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt)
    .slice(0, CACHED_CLIENTS_MAX);
  try {
    localStorage.setItem(CRYPTO_CLIENT_CACHE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or disabled (some private modes): the page still works online, just without the offline copy.
  }
}

function readCached(clientId: string): CachedClient | undefined {
  const entry = readAll()[clientId];
  return entry && typeof entry.fetchedAt === 'number' ? entry : undefined;
}

function remember(clientId: string, product: string | null, now: number): void {
  writeAll({ ...readAll(), [clientId]: { product, fetchedAt: now } });
}

function forget(clientId: string): void {
  const { [clientId]: _dropped, ...rest } = readAll();
  writeAll(rest);
}

async function fetchClient(clientId: string): Promise<Answer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('get-cryptoclient-data', {
    body: { clientId },
    timeout: TIMEOUT_MS,
  });
  if (error) {
    const { status } = await describeFunctionError(error);
    if (status === 404) return { kind: 'not-found' };
    // No answer or a server-side failure may pass on a second try; a 4xx will not.
    return { kind: 'failed', retryable: status === undefined || status >= 500 };
  }
  const client: unknown = typeof data === 'object' && data !== null && 'data' in data ? data.data : undefined;
  if (typeof client !== 'object' || client === null) return { kind: 'not-found' };
  const product = 'product' in client && typeof client.product === 'string' ? client.product : null;
  return { kind: 'found', product };
}

async function fetchWithRetry(clientId: string): Promise<Answer> {
  const first = await fetchClient(clientId);
  if (first.kind !== 'failed' || !first.retryable) return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return fetchClient(clientId);
}

const inFlight = new Map<string, Promise<ClientLookup>>();

async function lookUp(clientId: string, now: number): Promise<ClientLookup> {
  const cached = readCached(clientId);
  if (cached && now - cached.fetchedAt < CLIENT_FRESH_MS) return { ok: true, product: cached.product };
  try {
    const answer = await fetchWithRetry(clientId);
    if (answer.kind === 'found') {
      remember(clientId, answer.product, now);
      return { ok: true, product: answer.product };
    }
    if (answer.kind === 'not-found') {
      forget(clientId);
      return { ok: false, message: 'Client information not found' };
    }
    // Offline or the backend unreachable: the copy from an earlier visit is still the client's product.
    if (cached && answer.retryable) return { ok: true, product: cached.product };
    return { ok: false, message: 'Failed to retrieve client information' };
  } catch (error) {
    console.error('[crypto-transaction] client lookup failed', error);
    if (cached) return { ok: true, product: cached.product };
    return { ok: false, message: 'An unexpected error occurred' };
  }
}

/** Looks a client up; concurrent calls for one id share a request. */
export function lookUpCryptoClient(clientId: string | undefined, now = Date.now()): Promise<ClientLookup> {
  const id = clientId?.trim();
  if (!id) return Promise.resolve({ ok: false, message: 'Client ID not found' });
  let pending = inFlight.get(id);
  if (!pending) {
    pending = lookUp(id, now).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/** The client looked up last on this device, if any: where to send a visitor back to when nothing else says. */
export function latestCachedClientId(): string | undefined {
  const [newest] = Object.entries(readAll())
    .filter(([, entry]) => typeof entry?.fetchedAt === 'number')
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt);
  return newest?.[0];
}
