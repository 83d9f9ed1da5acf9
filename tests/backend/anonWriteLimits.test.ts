/**
 * Bounded anonymous writes (migration *_anon_write_limits.sql): vitals, consent_events and outbox_failures each take
 * at most so many rows per client address per hour (429 past it, other addresses unaffected) and at most as many
 * rows in one request as a page sends (413), and a request whose address does not parse counts in one shared
 * bucket. Nothing refused is stored.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  describeOnEachDatabase,
  nextClientAddress,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';

type Table = 'vitals' | 'consent_events' | 'outbox_failures';

const ROWS: Record<Table, () => Record<string, unknown>> = {
  vitals: () => ({
    page_view: randomUUID(),
    route: '/',
    metric: 'LCP',
    value: 1200,
    rating: 'good',
    navigation_type: 'navigate',
    sw_controlled: false,
    build_id: 'dev',
    context: 'browser',
  }),
  consent_events: () => ({
    id: randomUUID(),
    record_version: 1,
    analytics: true,
    advertising: false,
    gpc: false,
    privacy_policy_date: '2025-08-20',
    cookie_policy_date: '2025-10-02',
    chosen_at: new Date().toISOString(),
    method: 'accept-all',
  }),
  outbox_failures: () => ({ id: randomUUID(), kind: 'lead', last_status: 503, attempts: 20 }),
};

/** The caps the migration sets: rows per address per hour, rows per request. */
const LIMITS: Record<Table, { perHour: number; perRequest: number }> = {
  vitals: { perHour: 300, perRequest: 25 },
  consent_events: { perHour: 30, perRequest: 1 },
  outbox_failures: { perHour: 30, perRequest: 1 },
};

describeOnEachDatabase('anonymous writes are bounded per address and per request', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const count = async (table: Table) =>
    Number(
      (await backend.stack.database.query<{ n: number }>(`select count(*)::int as n from public.${table}`, []))[0]?.n,
    );
  const insert = (table: Table, rows: object | object[], clientAddress = nextClientAddress()) =>
    backend.client({ clientAddress }).from(table).insert(rows);

  it.each(Object.keys(ROWS) as Table[])(
    '%s: past its hourly cap one address gets 429, another still writes',
    async (table) => {
      const { perHour, perRequest } = LIMITS[table];
      const address = nextClientAddress();
      for (let sent = 0; sent < perHour; sent += perRequest) {
        const batch = Array.from({ length: Math.min(perRequest, perHour - sent) }, ROWS[table]);
        const result = await insert(table, batch, address);
        expect({ sent, status: result.status, error: result.error }).toEqual({ sent, status: 201, error: null });
      }
      const refused = await insert(table, ROWS[table](), address);
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('PT429');
      expect(await count(table)).toBe(perHour);
      expect((await insert(table, ROWS[table]())).status).toBe(201);
      expect(await count(table)).toBe(perHour + 1);
    },
  );

  it.each(Object.keys(ROWS) as Table[])(
    '%s: a request with more rows than a page sends is refused whole (413)',
    async (table) => {
      const { perRequest } = LIMITS[table];
      const result = await insert(table, Array.from({ length: perRequest + 1 }, ROWS[table]));
      expect(result.status).toBe(413);
      expect(result.error?.code).toBe('PT413');
      expect(await count(table)).toBe(0);
      // One request at the bound is a page's own.
      expect((await insert(table, Array.from({ length: perRequest }, ROWS[table]))).status).toBe(201);
    },
  );

  it('one request of 5,000 vitals rows stores none', async () => {
    const result = await insert('vitals', Array.from({ length: 5000 }, ROWS.vitals));
    expect(result.status).toBe(413);
    expect(await count('vitals')).toBe(0);
  });

  it('requests whose address does not parse share one bucket', async () => {
    for (let i = 0; i < LIMITS.consent_events.perHour; i += 1) {
      expect((await insert('consent_events', ROWS.consent_events(), `not-an-address-${i}`)).status).toBe(201);
    }
    const refused = await insert('consent_events', ROWS.consent_events(), 'yet-another-made-up-value');
    expect(refused.status).toBe(429);
    expect(await count('consent_events')).toBe(LIMITS.consent_events.perHour);
  });

  it('anon can read and change neither the caps nor the counters', async () => {
    const supabase = backend.client();
    for (const table of ['anon_write_limits', 'anon_write_counters']) {
      const read = await supabase.schema('private').from(table).select('*');
      expect(read.error).not.toBeNull();
    }
  });
});
