/**
 * The Slack notification queue's statements (private.slack_notifications, see its migration). Each is one
 * statement, so a claim is atomic; the claim's token is what lets only its holder settle the notification.
 */

import type { SlackMessageKind } from './slack.ts';
import type { LeadRow } from '../../../src/shared/lead.ts';
import type { NewCryptoClient, SqlClient } from './store.ts';

export interface TransactionSubject {
  clientId: string;
  product: string;
  chain: string;
  /** Null only on a transaction stored before hashes were, whose link named none or one stored earlier. */
  txHash: string | null;
  transactionUrl: string;
  submissionId: string;
}

/** A client's refused claim on a transaction another client sent first (private.transaction_reuse_attempts). */
export interface TransactionReuseSubject {
  id: string;
  clientId: string;
  product: string;
  chain: string;
  txHash: string;
  transactionUrl: string;
  /** The client whose transaction it is, and when they sent it. */
  holderClientId: string | null;
  heldSince: string | null;
}

/** The row a notification is about, as the message is built from it. */
export type NotificationSubject =
  | { kind: 'lead'; row: LeadRow }
  | { kind: 'crypto-client'; row: NewCryptoClient & { id: string } }
  | { kind: 'crypto-transaction'; row: TransactionSubject }
  | { kind: 'transaction-reuse'; row: TransactionReuseSubject };

export interface ClaimedNotification {
  id: string;
  /** Shown to settle it; a claim that lapsed and was taken by another deliverer no longer matches. */
  token: string;
  /** Including this one. */
  attempts: number;
  subject: NotificationSubject;
}

/** A claim of one given row's notification ('settled': already sent, or another deliverer holds it). */
export type SubjectClaim =
  | { status: 'missing' }
  | { status: 'settled' }
  | { status: 'claimed'; notification: ClaimedNotification };

export interface NotificationStore {
  /** Claims the notification that fell due first, or none when nothing is due (or all due are claimed). */
  claimDueNotification(leaseSeconds: number): Promise<ClaimedNotification | null>;
  /** Claims the notification of one row now, due or not (a "deliver now" nudge), unless sent or claimed. */
  claimNotificationOf(kind: SlackMessageKind, rowId: string, leaseSeconds: number): Promise<SubjectClaim>;
  /** Records it as sent; false when the claim had lapsed and been taken (nothing changed then). */
  markNotificationSent(claim: Pick<ClaimedNotification, 'id' | 'token'>): Promise<boolean>;
  /** Gives the claim back after a failed attempt, with the error and when to try again. */
  releaseNotification(
    claim: Pick<ClaimedNotification, 'id' | 'token'>,
    error: string,
    retryInSeconds: number,
  ): Promise<void>;
  /** Stops trying a notification: never claimed again (too many attempts, or an attempt whose outcome is unknown). */
  failNotification(claim: Pick<ClaimedNotification, 'id' | 'token'>, error: string): Promise<void>;
  /** Messages sent one by one in the last minute (the ceiling's count). */
  sentInLastMinute(): Promise<number>;
  /**
   * Claims every notification due now under one token, for one summary message: how many of each kind, and since
   * when. Null when none is due.
   */
  claimOverflow(token: string, leaseSeconds: number): Promise<OverflowClaim | null>;
  /** Records the summarised notifications as sent (summarised), or gives them back after a failed summary. */
  settleOverflow(token: string, sent: boolean, error?: string): Promise<void>;
  /** What deliver-notifications' health check reads. */
  queueHealth(): Promise<QueueHealth>;
}

export interface OverflowClaim {
  counts: Partial<Record<SlackMessageKind, number>>;
  total: number;
  /** When the oldest of them was queued. */
  since: string;
}

export interface QueueHealth {
  /** Age of the oldest notification still to send, in seconds; null when none is. */
  oldestPendingSeconds: number | null;
  /** Notifications given up on in the last week (too many attempts, or an outcome that is unknown). */
  failedThisWeek: number;
  /** Whether pg_cron runs deliver-notifications; null where there is no pg_cron (the local stack's timer runs it). */
  schedulePresent: boolean | null;
  /** The database's trusted client-address header (private.lead_limit_settings), null when none is set. */
  databaseAddressHeader: string | null;
}

const SUBJECT_COLUMN: Record<SlackMessageKind, string> = {
  lead: 'lead_id',
  'crypto-client': 'crypto_client_id',
  'crypto-transaction': 'crypto_transaction_id',
  'transaction-reuse': 'transaction_reuse_id',
};

/** The claimed row's subject as JSON, in the shape NotificationSubject['row'] has for its kind. */
const SUBJECT_JSON = `case claimed.kind
  when 'lead' then (
    select to_jsonb(l) from (
      select id::text as id, project, telegram, email, role, page_path, utm_source, utm_medium, utm_campaign,
             utm_content, utm_term, referrer, landing_path, twclid, tg_start_param, first_utm_source,
             first_utm_medium, first_utm_campaign, first_utm_content, first_utm_term, first_referrer,
             first_landing_path, first_twclid, first_tg_start_param,
             first_seen_at, browser_context, consent_id::text as consent_id, created_at
      from public.leads where id = claimed.lead_id) l)
  when 'crypto-client' then (
    select to_jsonb(c) from (
      select id::text as id, full_name, email, company_name, vat_tax_number, business_address, city, country,
             postcode_zip, product, terms_accepted
      from public.crypto_clients where id = claimed.crypto_client_id) c)
  when 'crypto-transaction' then (
    select jsonb_build_object('clientId', t.client_id::text, 'product', c.product, 'chain', t.chain,
                              'txHash', t.tx_hash, 'transactionUrl', t.transaction_url,
                              'submissionId', t.submission_id::text)
    from public.crypto_transactions t join public.crypto_clients c on c.id = t.client_id
    where t.id = claimed.crypto_transaction_id)
  when 'transaction-reuse' then (
    select jsonb_build_object('id', a.id::text, 'clientId', a.client_id::text, 'product', c.product,
                              'chain', a.chain, 'txHash', a.tx_hash, 'transactionUrl', a.transaction_url,
                              'holderClientId', held.client_id::text, 'heldSince', held.created_at)
    from private.transaction_reuse_attempts a
    join public.crypto_clients c on c.id = a.client_id
    left join public.crypto_transactions held on held.chain = a.chain and held.tx_hash = a.tx_hash
    where a.id = claimed.transaction_reuse_id)
end`;

/** Unsent, not given up on, and claimed by nobody (or by a deliverer whose lease lapsed). */
const claimable = (alias: string) =>
  `${alias}.sent_at is null and ${alias}.failed_at is null and (${alias}.claimed_until is null or ${alias}.claimed_until < now())`;

/**
 * Takes the claim: a new token, a lease, one more attempt. `target` is a condition on the row (`n`). The update
 * checks claimability itself because an update that waited for another's row lock re-checks only its own
 * conditions on the row as that other left it, not those of a subquery, and must then find it claimed.
 */
const claimStatement = (target: string, { columns = '', from = 'claimed' } = {}) => `
  with claimed as (
    update private.slack_notifications n
    set claim_token = gen_random_uuid(),
        claimed_until = now() + make_interval(secs => $1::float8),
        attempts = n.attempts + 1
    where ${target} and ${claimable('n')}
    returning n.*)
  select claimed.id::text as id, claimed.claim_token::text as token, claimed.attempts, claimed.kind,
         ${SUBJECT_JSON} as subject ${columns}
  from ${from}`;

interface ClaimRow {
  id: string;
  token: string;
  attempts: number;
  kind: SlackMessageKind;
  subject: unknown;
}

function claimed(row: ClaimRow): ClaimedNotification {
  if (row.subject === null) throw new Error(`slack notification ${row.id} points at no row`);
  // The shape is the one SUBJECT_JSON builds for the kind.
  const subject = { kind: row.kind, row: row.subject } as NotificationSubject;
  return { id: row.id, token: row.token, attempts: Number(row.attempts), subject };
}

export function createNotificationStore(sql: SqlClient): NotificationStore {
  return {
    async claimDueNotification(leaseSeconds) {
      // SKIP LOCKED: a notification another deliverer is claiming right now is left to it, not waited for.
      // A scalar subquery, run once: the one row it locks is the one claimed.
      const rows = await sql.query<ClaimRow>(
        claimStatement(`n.id = (
          select q.id from private.slack_notifications q
          where ${claimable('q')} and q.next_attempt_at <= now()
          order by q.next_attempt_at, q.id
          limit 1
          for update skip locked)`),
        [leaseSeconds],
      );
      return rows[0] ? claimed(rows[0]) : null;
    },

    async claimNotificationOf(kind, rowId, leaseSeconds) {
      const column = SUBJECT_COLUMN[kind];
      // A concurrent claim of the same row makes this update wait, then see it claimed and leave it: of two
      // callers only one gets the claim.
      const rows = await sql.query<ClaimRow & { known: boolean }>(
        claimStatement(`n.${column} = $2::uuid`, {
          columns: `, exists (select 1 from private.slack_notifications where ${column} = $2::uuid) as known`,
          from: '(select 1) one left join claimed on true',
        }),
        [leaseSeconds, rowId],
      );
      const row = rows[0];
      if (!row?.known) return { status: 'missing' };
      if (row.id === null) return { status: 'settled' };
      return { status: 'claimed', notification: claimed(row) };
    },

    async markNotificationSent({ id, token }) {
      const rows = await sql.query(
        `update private.slack_notifications
         set sent_at = now(), claim_token = null, claimed_until = null, last_error = null
         where id = $1::bigint and claim_token = $2::uuid
         returning id`,
        [id, token],
      );
      return rows.length > 0;
    },

    async failNotification({ id, token }, error) {
      await sql.query(
        `update private.slack_notifications
         set claim_token = null, claimed_until = null, last_error = left($3, 1000), failed_at = now()
         where id = $1::bigint and claim_token = $2::uuid`,
        [id, token, error],
      );
    },

    async sentInLastMinute() {
      const [row] = await sql.query<{ sent: number }>(
        `select count(*)::int as sent from private.slack_notifications
         where sent_at > now() - interval '1 minute' and not summarised`,
        [],
      );
      return Number(row?.sent ?? 0);
    },

    async claimOverflow(token, leaseSeconds) {
      const rows = await sql.query<{ kind: SlackMessageKind; count: number; since: string }>(
        `with claimed as (
           update private.slack_notifications n
           set claim_token = $1::uuid, claimed_until = now() + make_interval(secs => $2::float8),
               attempts = n.attempts + 1
           where n.id in (
             select q.id from private.slack_notifications q
             where ${claimable('q')} and q.next_attempt_at <= now()
             for update skip locked)
             and ${claimable('n')}
           returning n.kind, n.created_at)
         select kind, count(*)::int as count, min(created_at)::text as since from claimed group by kind`,
        [token, leaseSeconds],
      );
      if (rows.length === 0) return null;
      const counts: Partial<Record<SlackMessageKind, number>> = {};
      for (const row of rows) counts[row.kind] = Number(row.count);
      const since = rows.map((row) => row.since).sort()[0] ?? '';
      return { counts, total: rows.reduce((sum, row) => sum + Number(row.count), 0), since };
    },

    async settleOverflow(token, sent, error = '') {
      await sql.query(
        sent
          ? `update private.slack_notifications
             set sent_at = now(), summarised = true, claim_token = null, claimed_until = null, last_error = null
             where claim_token = $1::uuid`
          : `update private.slack_notifications
             set claim_token = null, claimed_until = null, last_error = left($2, 1000)
             where claim_token = $1::uuid`,
        sent ? [token] : [token, error],
      );
    },

    async queueHealth() {
      const [row] = await sql.query<{
        oldest: number | null;
        failed: number;
        schedule: boolean | null;
        header: string | null;
      }>(
        `select (select extract(epoch from now() - min(created_at))::float8 from private.slack_notifications
                 where sent_at is null and failed_at is null) as oldest,
                (select count(*)::int from private.slack_notifications
                 where failed_at > now() - interval '7 days') as failed,
                private.delivery_schedule_present() as schedule,
                (select client_address_header from private.lead_limit_settings) as header`,
        [],
      );
      return {
        oldestPendingSeconds: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
        failedThisWeek: Number(row?.failed ?? 0),
        schedulePresent: row?.schedule ?? null,
        databaseAddressHeader: row?.header ?? null,
      };
    },

    async releaseNotification({ id, token }, error, retryInSeconds) {
      await sql.query(
        `update private.slack_notifications
         set claim_token = null, claimed_until = null, last_error = left($3, 1000),
             next_attempt_at = now() + make_interval(secs => $4::float8)
         where id = $1::bigint and claim_token = $2::uuid`,
        [id, token, error, retryInSeconds],
      );
    },
  };
}
