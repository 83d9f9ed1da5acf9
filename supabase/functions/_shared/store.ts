/**
 * Every database statement the edge functions run, written once against a minimal SQL client so the same
 * code runs on npm:postgres when deployed and on PGlite or node-postgres in the local stack and tests.
 * Each operation is a single statement, so it is atomic without an explicit transaction. The Slack queue's
 * statements are in ./notificationStore.ts.
 */

import type { BrowserContext } from '../../../src/shared/browserContexts.ts';
import { createNotificationStore, type NotificationStore } from './notificationStore.ts';

export type SqlParameter = string | number | boolean | null;

export interface SqlClient {
  query<Row extends object>(text: string, params: SqlParameter[]): Promise<Row[]>;
}

export interface NewCryptoClient {
  full_name: string;
  email: string;
  company_name: string;
  vat_tax_number: string | null;
  business_address: string;
  city: string;
  country: string;
  postcode_zip: string;
  product: string;
  terms_accepted: true;
  /** Where the sign-up was sent from; not one of the details a replay must repeat. */
  browser_context?: BrowserContext | null;
}

/** All the transaction page may learn about a client: never its personal data. */
export interface CryptoClientSummary {
  id: string;
  product: string;
}

/**
 * What creating a client came to. With a submission id, a replay of that submission finds the client the first
 * call stored ('replayed'), or a client stored from other details under the same id ('different-details').
 */
export type CryptoClientOutcome =
  | { status: 'created'; client: CryptoClientSummary }
  | { status: 'replayed'; client: CryptoClientSummary }
  | { status: 'different-details'; client: CryptoClientSummary };

export interface NewTransaction {
  clientId: string;
  transactionUrl: string;
  chain: string;
  /** transactionHashOf(transactionUrl, chain): the database checks it names the same transaction. */
  txHash: string;
  submissionId: string;
}

/**
 * What storing a transaction came to. 'replayed': this submission is stored already. 'own-transaction': the client
 * sent this transaction before under another submission (stored once, announced once). 'claimed-by-another': another
 * client holds this transaction; the attempt is recorded (`attemptId`, null when this submission's attempt was
 * recorded before) and nothing else is stored. 'too-many': the client has sent TRANSACTIONS_PER_CLIENT already
 * (stored or refused); nothing is stored or announced.
 */
export type TransactionOutcome =
  | { status: 'unknown-client' }
  | { status: 'replayed' }
  | { status: 'own-transaction' }
  | { status: 'claimed-by-another'; attemptId: string | null }
  | { status: 'too-many' }
  | { status: 'stored'; id: string; product: string };

export interface RequestCount {
  /** Requests in the last window length (an estimate that weights the previous fixed window). */
  recentHits: number;
  /** When the current fixed window ends. */
  retryAfterSeconds: number;
}

export interface BackendStore extends NotificationStore {
  /**
   * Stores a client, once per submission id when one is given (null: a new client on every call). A replay,
   * however concurrent, creates nothing and tells the client stored first.
   */
  createCryptoClient(client: NewCryptoClient, submissionId: string | null): Promise<CryptoClientOutcome>;
  findCryptoClient(id: string): Promise<CryptoClientSummary | null>;
  /** Stores a transaction once per submission id and once per (chain, hash); a replay changes nothing. */
  storeTransaction(transaction: NewTransaction): Promise<TransactionOutcome>;
  /** Counts one request for the bucket and tells how many it made recently. */
  countRequest(bucket: string, windowSeconds: number): Promise<RequestCount>;
}

/** The longest window any limit counts in (the hourly caps). */
const LONGEST_RATE_WINDOW_SECONDS = 3600;

/** Transactions (stored, or refused as another client's) one crypto client may send: a payment, and a few retries. */
export const TRANSACTIONS_PER_CLIENT = 5;

/** The columns a sign-up fills, in the order the insert takes them; a replay must match them all. */
const CLIENT_DETAILS = [
  'full_name',
  'email',
  'company_name',
  'vat_tax_number',
  'business_address',
  'city',
  'country',
  'postcode_zip',
  'product',
  'terms_accepted',
] as const satisfies readonly (keyof NewCryptoClient)[];

export function createSqlStore(sql: SqlClient): BackendStore {
  return {
    ...createNotificationStore(sql),
    async createCryptoClient(client, submissionId) {
      const details = CLIENT_DETAILS.map((column) => client[column]);
      // Two statements, not one: when a simultaneous call with the same id inserts first, this insert waits
      // for it and then does nothing, but a select in the same statement would still see the snapshot from
      // before that row existed. The second statement starts a new snapshot, which holds it. The loop only
      // goes round again if that row vanished in between (deleted, or its transaction rolled back).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await sql.query<CryptoClientSummary>(
          `insert into public.crypto_clients
             (full_name, email, company_name, vat_tax_number, business_address, city, country, postcode_zip,
              product, terms_accepted, submission_id, browser_context)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::boolean, $11::uuid, $12)
           on conflict (submission_id) do nothing
           returning id::text as id, product`,
          [...details, submissionId, client.browser_context ?? null],
        );
        const created = inserted[0];
        if (created) return { status: 'created', client: created };
        // Only a taken submission id skips the insert: a null one never conflicts.
        if (submissionId === null) throw new Error('insert into crypto_clients returned no row');
        const existing = await sql.query<CryptoClientSummary & Record<(typeof CLIENT_DETAILS)[number], SqlParameter>>(
          `select id::text as id, ${CLIENT_DETAILS.join(', ')}
           from public.crypto_clients where submission_id = $1::uuid`,
          [submissionId],
        );
        const row = existing[0];
        if (!row) continue;
        const same = CLIENT_DETAILS.every((column, index) => row[column] === details[index]);
        return { status: same ? 'replayed' : 'different-details', client: { id: row.id, product: row.product } };
      }
      throw new Error(`crypto client of submission ${submissionId} neither inserted nor found`);
    },

    async findCryptoClient(id) {
      const rows = await sql.query<CryptoClientSummary>(
        'select id::text as id, product from public.crypto_clients where id = $1::uuid',
        [id],
      );
      return rows[0] ?? null;
    },

    async storeTransaction({ clientId, transactionUrl, chain, txHash, submissionId }) {
      // As in createCryptoClient: an insert that met a row (this submission, or this transaction) stored by a
      // simultaneous call waits for it and does nothing; the next statement's new snapshot sees that row. The loop
      // goes round again only if the row vanished in between.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // What the client has sent so far, stored or refused: a client past its cap stores and announces nothing.
        const rows = await sql.query<{ product: string; id: string | null; sent: number }>(
          `with client as (
                  select c.id, c.product,
                         (select count(*) from public.crypto_transactions t where t.client_id = c.id)
                         + (select count(*) from private.transaction_reuse_attempts a where a.client_id = c.id) as sent
                  from public.crypto_clients c where c.id = $1::uuid),
                stored as (
                  insert into public.crypto_transactions (client_id, transaction_url, chain, tx_hash, submission_id)
                  select id, $2, $3, $4, $5::uuid from client where sent < $6::int
                  on conflict do nothing
                  returning id)
           select product, (select id::text from stored) as id, sent::int as sent from client`,
          [clientId, transactionUrl, chain, txHash, submissionId, TRANSACTIONS_PER_CLIENT],
        );
        const row = rows[0];
        if (!row) return { status: 'unknown-client' };
        if (row.id !== null) return { status: 'stored', id: row.id, product: row.product };
        const full = Number(row.sent) >= TRANSACTIONS_PER_CLIENT;

        const [holder] = await sql.query<{ client_id: string; same_submission: boolean }>(
          `select client_id::text as client_id, submission_id = $3::uuid as same_submission
           from public.crypto_transactions
           where submission_id = $3::uuid or (chain = $1 and tx_hash = $2)
           order by submission_id = $3::uuid desc
           limit 1`,
          [chain, txHash, submissionId],
        );
        if (holder?.same_submission) return { status: 'replayed' };
        if (holder?.client_id === clientId) return { status: 'own-transaction' };
        // A replay of a claim refused earlier is answered as it was, whatever the count says now.
        const [refusedBefore] = await sql.query<{ id: string }>(
          'select id::text as id from private.transaction_reuse_attempts where submission_id = $1::uuid',
          [submissionId],
        );
        if (refusedBefore) return { status: 'claimed-by-another', attemptId: null };
        if (full) return { status: 'too-many' };
        if (!holder) continue;
        const recorded = await sql.query<{ id: string }>(
          `insert into private.transaction_reuse_attempts (client_id, chain, tx_hash, transaction_url, submission_id)
           values ($1::uuid, $2, $3, $4, $5::uuid)
           on conflict (submission_id) do nothing
           returning id::text as id`,
          [clientId, chain, txHash, transactionUrl, submissionId],
        );
        return { status: 'claimed-by-another', attemptId: recorded[0]?.id ?? null };
      }
      throw new Error(`transaction of submission ${submissionId} neither stored nor found`);
    },

    async countRequest(bucket, windowSeconds) {
      // Sliding-window estimate: this window's hits plus the previous window's, weighted by how much of it
      // still lies within the last `windowSeconds`, so a burst cannot double up across a window boundary.
      // Windows older than two of the longest window (buckets of every length share the table) are dropped on
      // the way, so the table stays small.
      const rows = await sql.query<{ recent_hits: number; retry_after: number }>(
        `with expired as (
           delete from private.rate_limits
           where window_start < now() - make_interval(secs => greatest($2::int, ${LONGEST_RATE_WINDOW_SECONDS}) * 2)),
         -- The bucket names a client's address: stored only as a hash keyed with the lead limit's secret key, as
         -- the lead limit stores it, so the table never holds an address.
         hashed as (
           select encode(sha256(settings.address_hash_key || convert_to($1, 'UTF8')), 'hex') as bucket
           from private.lead_limit_settings settings),
         current_window as (
           insert into private.rate_limits as counter (bucket, window_start, hits)
           select hashed.bucket, to_timestamp(floor(extract(epoch from now()) / $2::int) * $2::int), 1 from hashed
           on conflict (bucket, window_start) do update set hits = counter.hits + 1
           returning bucket, window_start, hits)
         select (current_window.hits + coalesce(previous.hits, 0)
                  * (1 - extract(epoch from now() - current_window.window_start) / $2::int))::float8 as recent_hits,
                greatest(1, ceil($2::int - extract(epoch from now() - current_window.window_start)))::int as retry_after
         from current_window
         left join private.rate_limits previous
           on previous.bucket = current_window.bucket
          and previous.window_start = current_window.window_start - make_interval(secs => $2::int)`,
        [bucket, windowSeconds],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { recentHits: Number(row.recent_hits), retryAfterSeconds: Number(row.retry_after) };
    },
  };
}

/** A Postgres error raised by bad data (classes 22 and 23) rather than by a fault of ours. */
export function isDataError(error: unknown): error is { code: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^2[23]/.test(error.code)
  );
}
