/**
 * Test-only endpoints under `/_local/`, enabled when LOCAL_ADMIN_TOKEN is set and guarded by the
 * `x-local-admin` header: read rows and the Slack log, reset everything, and inject faults for chaos tests.
 * Contract documented in supabase/local/README.md.
 */

import { z } from 'zod';
import type { SlackMessage } from '../functions/_shared/slack.ts';
import type { DatabaseOutage, LocalDatabase } from './database.ts';

const INSPECTABLE_TABLES = ['leads', 'crypto_clients', 'crypto_transactions', 'vitals', 'consent_events'] as const;

export interface SlackLogEntry extends SlackMessage {
  /** 'sent' to SLACK_WEBHOOK_URL, 'logged' to the console (no webhook set), or 'failed' (webhook refused). */
  delivery: 'sent' | 'logged' | 'failed';
  at: string;
}

const faultsBody = z.strictObject({
  rest: z.enum(['503', 'down']).nullable().default(null),
  functions: z.literal('503').nullable().default(null),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});

type Faults = z.output<typeof faultsBody>;

const databaseBody = z.strictObject({
  state: z.enum(['up', 'down']),
  /** Go down only after this many more statements have been answered (a deterministic mid-request outage). */
  afterStatements: z.number().int().min(1).max(1000).optional(),
});

export const NO_FAULTS: Faults = { rest: null, functions: null, delayMs: 0 };

export interface AdminState {
  /** The database itself, past any outage: admin calls keep working while the API's database is down. */
  db: LocalDatabase;
  outage: DatabaseOutage;
  token: string;
  slackLog: SlackLogEntry[];
  faults: Faults;
}

/**
 * No CORS headers: only tests and scripts call these endpoints, never a page, so a site open in the developer's
 * browser cannot preflight, send or read them (the token is also made per run by whoever starts the stack).
 */
function json(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

export function createAdminHandler(state: AdminState) {
  return async (request: Request, path: string): Promise<Response> => {
    if (request.headers.get('x-local-admin') !== state.token) {
      return json(401, { error: 'x-local-admin header missing or wrong' });
    }
    const route = `${request.method} ${path}`;

    const table = /^GET \/_local\/rows\/([a-z_]+)$/.exec(route)?.[1];
    if (table !== undefined) {
      if (!INSPECTABLE_TABLES.some((name) => name === table)) {
        return json(404, { error: `Unknown table; one of ${INSPECTABLE_TABLES.join(', ')}` });
      }
      const [result] = await state.db.query<{ rows: unknown[] }>(
        `select coalesce(json_agg(t order by t.created_at, t.id), '[]'::json) as rows from public.${table} t`,
        [],
      );
      return json(200, result?.rows ?? []);
    }

    switch (route) {
      case 'GET /_local/slack':
        return json(200, state.slackLog);
      case 'GET /_local/faults':
        return json(200, state.faults);
      case 'POST /_local/faults': {
        const body = faultsBody.safeParse(await request.json().catch(() => undefined));
        if (!body.success) return json(400, { error: z.prettifyError(body.error) });
        state.faults = body.data;
        return json(200, state.faults);
      }
      case 'GET /_local/database':
        return json(200, { state: state.outage.state, outages: state.outage.outages });
      case 'POST /_local/database': {
        const body = databaseBody.safeParse(await request.json().catch(() => undefined));
        if (!body.success) return json(400, { error: z.prettifyError(body.error) });
        if (body.data.state === 'up') state.outage.up();
        else state.outage.down(body.data.afterStatements);
        return json(200, { state: state.outage.state, outages: state.outage.outages });
      }
      case 'POST /_local/reset':
        state.outage.up();
        await state.db.exec(
          `truncate public.leads, public.crypto_clients, public.crypto_transactions, public.consent_events,
                    public.vitals, public.outbox_failures,
                    private.transaction_reuse_attempts, private.slack_notifications, private.rate_limits,
                    private.lead_rate_counters, private.anon_write_counters`,
        );
        state.slackLog.length = 0;
        state.faults = NO_FAULTS;
        return json(200, { ok: true });
      default:
        return json(404, { error: `No admin route ${route}` });
    }
  };
}
