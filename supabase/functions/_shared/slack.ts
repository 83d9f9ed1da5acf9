/** Slack notifications: message texts and the webhook sender. Runtime-neutral (fetch only). */

import type { LeadRow } from '../../../src/shared/lead.ts';
import type { TransactionReuseSubject, TransactionSubject } from './notificationStore.ts';
import type { NewCryptoClient } from './store.ts';

export type SlackMessageKind = 'lead' | 'crypto-client' | 'crypto-transaction' | 'transaction-reuse';

export interface SlackMessage {
  /** A queued notification's kind, or the one summary of those held back past the ceiling. */
  kind: SlackMessageKind | 'summary';
  /** What the message is about (lead id, client id, submission id): lets tests and logs spot duplicates. */
  key: string;
  text: string;
}

export interface SlackNotifier {
  /** Resolves once Slack accepted the message (or the local console took it); rejects if it did not. */
  send(message: SlackMessage): Promise<void>;
}

/**
 * The local stack's Slack when no webhook is configured: the console. Counts as delivered, so a developer sees
 * each message once, as Slack would show it.
 */
export function createConsoleNotifier(log: (line: string) => void): SlackNotifier {
  return {
    async send({ kind, key, text }) {
      log(`[slack] SLACK_WEBHOOK_URL unset, logging ${kind} ${key}:\n${text}`);
    },
  };
}

export interface SlackNotifierOptions {
  /** Incoming-webhook URL; without one, every send fails (the queue keeps the message pending) and says so. */
  webhookUrl: string | undefined;
  timeoutMs?: number;
}

/**
 * How long Slack may take. slack-notification waits for it (its answer says whether the message went out), so
 * this stays under the browser's 10 s SEND_TIMEOUT_MS: the outbox gets the function's 502, not its own abort.
 * A merely slow Slack (a few seconds) still gets its message.
 */
export const SLACK_TIMEOUT_MS = 8000;

/**
 * A send that ended without knowing whether Slack took the message: the request went out and the connection broke
 * or the deadline passed before the answer. Sending it again could post it twice, so it is not retried.
 */
export class SlackOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super(`Slack may or may not have the message (no answer after it was sent): ${String(cause)}`);
    this.name = 'SlackOutcomeUnknown';
  }
}

/** Driver codes (Node's fetch) and Deno's wording for a connection that was never made: nothing was sent. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const NOT_CONNECTED_TEXT = /\(Connect\)|tcp connect error|dns error|connection refused/i;

/** Did `error` happen before the request could reach Slack (so a later attempt cannot post it twice)? */
export function neverConnected(error: unknown): boolean {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  if (typeof code === 'string' && NOT_CONNECTED_CODES.has(code)) return true;
  return NOT_CONNECTED_TEXT.test(`${String(error)} ${String(cause ?? '')}`);
}

export function createSlackNotifier({ webhookUrl, timeoutMs = SLACK_TIMEOUT_MS }: SlackNotifierOptions): SlackNotifier {
  return {
    async send({ kind, key, text }) {
      // A deployment without the secret must not count messages as sent: they wait in the queue until it is set.
      if (!webhookUrl) throw new Error(`SLACK_WEBHOOK_URL is not set: ${kind} ${key} stays pending`);
      let response: Response;
      try {
        response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Never connected: nothing reached Slack, and the queue tries again later. Anything else (a connection cut
        // after the message went out, the deadline) may have delivered it.
        if (neverConnected(error)) throw error;
        throw new SlackOutcomeUnknown(error);
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Slack webhook answered ${response.status}`);
    },
  };
}

/** The one message that stands for the notifications held back past the ceiling of messages a minute. */
export function overflowMessage(overflow: {
  counts: Partial<Record<SlackMessageKind, number>>;
  total: number;
  since: string;
}): string {
  const labels: Record<SlackMessageKind, string> = {
    lead: 'leads',
    'crypto-client': 'crypto sign-ups',
    'crypto-transaction': 'crypto payments',
    'transaction-reuse': 'transaction reuse attempts',
  };
  const parts = (Object.keys(labels) as SlackMessageKind[])
    .filter((kind) => overflow.counts[kind])
    .map((kind) => `${overflow.counts[kind]} ${labels[kind]}`);
  return [
    `*${overflow.total} more notifications than Slack should take at once* (queued since ${overflow.since})`,
    `• ${parts.join(', ')}`,
    '• Not sent one by one: read them in the database tables (leads, crypto_clients, crypto_transactions).',
  ].join('\n');
}

/** Slack's mrkdwn treats &, < and > as control characters (links, mentions such as <!channel>). */
export function escapeSlackText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function line(label: string, value: string | null | undefined): string {
  return `• ${label}: ${value ? escapeSlackText(value) : '—'}`;
}

/**
 * `value` as a code span: shown exactly as given, never a link, a mention or formatting, so text a visitor chose
 * cannot pass for a link to click. A backtick would end the span, so it is shown as ˋ (U+02CB), which reads alike.
 */
export function codeSpan(value: string): string {
  return `\`${escapeSlackText(value.replaceAll('`', '\u02cb'))}\``;
}

function codeLine(label: string, value: string | null | undefined): string {
  return `• ${label}: ${value ? codeSpan(value) : '—'}`;
}

const CONTEXT_LABELS: Record<string, string> = {
  'x-inapp': 'X in-app',
  'telegram-inapp': 'Telegram in-app',
  'instagram-inapp': 'Instagram in-app',
  'facebook-inapp': 'Facebook in-app',
  'linkedin-inapp': 'LinkedIn in-app',
  webview: "an app's web view",
  installed: 'the installed app',
  browser: 'a browser',
};

type Touch = Pick<
  LeadRow,
  'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term' | 'referrer' | 'twclid' | 'tg_start_param'
>;

/**
 * "utm_source=`x`, utm_campaign=`b`, twclid": what a touch carried, or where it came from when it carried nothing.
 * The values are the visitor's to choose (a link's parameters, a referrer): code spans, never links.
 */
function touchSummary(touch: Touch): string | undefined {
  const parameters = (['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const)
    .filter((name) => touch[name])
    .map((name) => `${name}=${codeSpan(touch[name] ?? '')}`);
  if (touch.twclid) parameters.push('twclid');
  if (touch.tg_start_param) parameters.push(`start=${codeSpan(touch.tg_start_param)}`);
  if (parameters.length > 0) return parameters.join(', ');
  if (touch.referrer) return `from ${codeSpan(touch.referrer)}`;
  return undefined;
}

function firstTouchOf(lead: LeadRow): Touch {
  return {
    utm_source: lead.first_utm_source,
    utm_medium: lead.first_utm_medium,
    utm_campaign: lead.first_utm_campaign,
    utm_content: lead.first_utm_content,
    utm_term: lead.first_utm_term,
    referrer: lead.first_referrer,
    twclid: lead.first_twclid,
    tg_start_param: lead.first_tg_start_param,
  };
}

/** "3 days ago", "5 hours ago", "just now": how long before the lead the device first saw the site. */
function ago(firstSeenAt: string, createdAt: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(createdAt) - Date.parse(firstSeenAt)) / 60_000));
  const [count, unit] =
    minutes >= 2 * 1440
      ? [Math.floor(minutes / 1440), 'days']
      : minutes >= 120
        ? [Math.floor(minutes / 60), 'hours']
        : [minutes, 'minutes'];
  return count < 2 && unit === 'minutes' ? 'just now' : `${count} ${unit} ago`;
}

/**
 * One line saying where the lead came from: "via X in-app · utm_campaign=`b` · first seen 3 days ago on `/np1`
 * (utm_campaign=`a`)". The first touch's campaign is repeated only when it differs from this visit's. Every value
 * the visitor could choose is a code span (escaped inside); the rest is our own text.
 */
export function attributionLine(lead: LeadRow): string {
  const parts = [`via ${CONTEXT_LABELS[lead.browser_context ?? ''] ?? 'an unknown browser'}`];
  const last = touchSummary(lead);
  if (last) parts.push(last);
  if (lead.first_seen_at) {
    const first = touchSummary(firstTouchOf(lead));
    const where = lead.first_landing_path ? ` on ${codeSpan(lead.first_landing_path)}` : '';
    parts.push(
      `first seen ${ago(lead.first_seen_at, lead.created_at)}${where}${first && first !== last ? ` (${first})` : ''}`,
    );
  }
  return parts.join(' · ');
}

export function leadMessage(lead: LeadRow): string {
  return [
    `*New lead:* ${codeSpan(lead.project)}`,
    codeLine('Telegram', lead.telegram),
    codeLine('Email', lead.email),
    codeLine('Page', lead.page_path),
    `• ${attributionLine(lead)}`,
    line('Lead id', lead.id),
  ].join('\n');
}

export function cryptoClientMessage(client: NewCryptoClient & { id: string }): string {
  return [
    `*New crypto sign-up:* ${codeSpan(client.full_name)} (${codeSpan(client.company_name)})`,
    line('Product', client.product),
    codeLine('Email', client.email),
    codeLine('VAT/tax number', client.vat_tax_number),
    codeLine('Address', [client.business_address, client.city, client.postcode_zip, client.country].join(', ')),
    line('Client id', client.id),
  ].join('\n');
}

export function transactionMessage(transaction: TransactionSubject): string {
  return [
    '*Crypto payment submitted* (verify it, then activate the subscription)',
    line('Client id', transaction.clientId),
    line('Product', transaction.product),
    codeLine('Chain', transaction.chain),
    // The hash beside the link: what the explorer must show, and what makes this payment this client's alone.
    codeLine('Hash', transaction.txHash),
    line('Transaction', transaction.transactionUrl),
  ].join('\n');
}

/** A client sent a transaction another client had sent first: refused, and said here so the team can look. */
export function transactionReuseMessage(attempt: TransactionReuseSubject): string {
  return [
    '*Transaction reuse attempt* (refused: another client sent this transaction first; nothing to activate)',
    line('Client id', attempt.clientId),
    line('Product', attempt.product),
    codeLine('Chain', attempt.chain),
    codeLine('Hash', attempt.txHash),
    codeLine('Link sent', attempt.transactionUrl),
    line(
      'Transaction of',
      attempt.holderClientId ? `client ${attempt.holderClientId}, sent ${attempt.heldSince ?? ''}`.trim() : null,
    ),
  ].join('\n');
}
