/** Shared by the lead e2e specs: the local stack's rows and Slack log, unique handles, a per-test client address. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LeadRow } from '../../src/shared/lead.ts';
import { E2E } from './env.ts';
import { SEND_TIMEOUT_MS } from '../../src/lib/outbox/httpOutcome.ts';

/** A `leads` row as the local stack lists it. */
export type { LeadRow };

const admin = { 'x-local-admin': E2E.adminToken };

/** A handle no other test uses, so tests can share the database and run in parallel. */
export function uniqueHandle(prefix = 'lead'): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

export async function leadRowsFor(request: APIRequestContext, project: string): Promise<LeadRow[]> {
  const response = await request.get(`${E2E.backendUrl}/_local/rows/leads`, { headers: admin });
  if (!response.ok()) throw new Error(`GET /_local/rows/leads: ${response.status()}`);
  return ((await response.json()) as LeadRow[]).filter((row) => row.project === project);
}

/** Slack messages about these lead ids. */
export async function slackMessagesFor(request: APIRequestContext, leadIds: string[]): Promise<unknown[]> {
  const response = await request.get(`${E2E.backendUrl}/_local/slack`, { headers: admin });
  if (!response.ok()) throw new Error(`GET /_local/slack: ${response.status()}`);
  return ((await response.json()) as { kind: string; key: string }[]).filter(
    (message) => message.kind === 'lead' && leadIds.includes(message.key),
  );
}

export async function setFaults(
  request: APIRequestContext,
  faults: { rest?: '503' | 'down' | null; functions?: '503' | null; delayMs?: number },
): Promise<void> {
  const response = await request.post(`${E2E.backendUrl}/_local/faults`, { headers: admin, data: faults });
  if (!response.ok()) throw new Error(`POST /_local/faults: ${response.status()}`);
}

/**
 * The edge functions rate-limit per client address; every browser request comes from 127.0.0.1. Give this
 * page's function calls an address of their own (as the hosted gateway's X-Forwarded-For would), so tests
 * do not share one limit. Changed below the page, so CORS is not involved.
 */
export async function ownClientAddress(page: Page): Promise<void> {
  const hex = randomUUID().replace(/-/g, '');
  const address = `10.${parseInt(hex.slice(0, 2), 16)}.${parseInt(hex.slice(2, 4), 16)}.${parseInt(hex.slice(4, 6), 16)}`;
  await page.route(`${E2E.backendUrl}/functions/v1/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/**
 * How long a form may keep the visitor waiting after submit: it moves on when the server accepts the lead or,
 * at the latest, when the send times out and the lead waits in the outbox. On a loaded CI machine the first
 * attempt (supabase-js chunk + insert) can outlast the default expect timeout, which is not a failure.
 */
export const SUBMIT_SETTLES_MS = SEND_TIMEOUT_MS + 5_000;

export const LEADS_REST = `${E2E.backendUrl}/rest/v1/leads*`;
