/**
 * `vitals`, where pages report their Core Web Vitals (src/vitals/): anon may insert rows, a page view's batch in
 * one request, and do nothing else; every column's check refuses what a page could never send.
 */

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LCPMetricWithAttribution } from 'web-vitals/attribution';
import { BROWSER_CONTEXTS } from '../../src/initial/browserContext.ts';
import { vitalsRow, type VitalsRow } from '../../src/vitals/vitalsRow.ts';
import { applyMigrations, openDatabase } from '../../supabase/local/database.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';
import { startPostgres15 } from './postgres15.ts';

function row(overrides: Partial<Record<keyof VitalsRow | string, unknown>> = {}): Record<string, unknown> {
  return {
    page_view: randomUUID(),
    route: '/crypto-transaction/:clientId?',
    metric: 'INP',
    value: 184,
    rating: 'good',
    target: 'main>form>button.submit',
    script: 'https://replyrocket.example/assets/boot-abc.js',
    navigation_type: 'navigate',
    sw_controlled: false,
    effective_type: '4g',
    build_id: 'dev',
    context: 'telegram-inapp',
    ...overrides,
  };
}

describeOnEachDatabase('vitals over the REST API', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
  }, STARTUP_TIMEOUT_MS);

  const stored = (pageView: unknown) =>
    backend.stack.database.query<Record<string, unknown>>(
      'select * from public.vitals where page_view = $1 order by id',
      [String(pageView)],
    );

  it("stores a page view's five metrics from one request, 201 with no body", async () => {
    const pageView = randomUUID();
    const lcp = {
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      navigationType: 'back-forward-cache',
      attribution: { target: 'main>img.hero' },
    } as LCPMetricWithAttribution;
    const facts = {
      page_view: pageView,
      route: '/',
      sw_controlled: true,
      effective_type: null,
      build_id: 'a1b2c3d',
      context: 'x-inapp',
    } as const;
    const batch = [
      vitalsRow(lcp, facts),
      row({ page_view: pageView, route: '/' }),
      row({ page_view: pageView, route: '/', metric: 'CLS', value: 0.03, target: 'footer', script: null }),
      row({ page_view: pageView, route: '/', metric: 'FCP', value: 900, target: null, script: null }),
      row({
        page_view: pageView,
        route: '/',
        metric: 'TTFB',
        value: 0,
        target: null,
        script: null,
        effective_type: null,
      }),
    ];
    const result = await backend.client().from('vitals').insert(batch);
    expect({ status: result.status, error: result.error, data: result.data }).toEqual({
      status: 201,
      error: null,
      data: null,
    });
    const rows = await stored(pageView);
    expect(rows.map((r) => [r.metric, r.value])).toEqual([
      ['LCP', 1234.5],
      ['INP', 184],
      ['CLS', 0.03],
      ['FCP', 900],
      ['TTFB', 0],
    ]);
    expect(rows[0]).toMatchObject({
      route: '/',
      target: 'main>img.hero',
      script: null,
      navigation_type: 'back-forward-cache',
      sw_controlled: true,
      build_id: 'a1b2c3d',
      context: 'x-inapp',
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it('keeps one row per metric and page view: the same metric again is refused as a duplicate (409, 23505)', async () => {
    const first = row();
    const supabase = backend.client();
    expect((await supabase.from('vitals').insert(first)).error).toBeNull();
    const again = await supabase.from('vitals').insert({ ...first, value: 999 });
    expect({ status: again.status, code: again.error?.code }).toEqual({ status: 409, code: '23505' });
    expect(await stored(first.page_view)).toMatchObject([{ value: 184 }]);
  });

  it('refuses anon reads, read-back, updates and deletes with 401 and code 42501', async () => {
    const kept = row();
    const supabase = backend.client();
    expect((await supabase.from('vitals').insert(kept)).error).toBeNull();
    const attempts = {
      select: await supabase.from('vitals').select('*'),
      insertThenSelect: await supabase.from('vitals').insert(row()).select(),
      update: await supabase.from('vitals').update({ value: 1 }).eq('page_view', kept.page_view),
      delete: await supabase.from('vitals').delete().eq('page_view', kept.page_view),
    };
    for (const [name, result] of Object.entries(attempts)) {
      expect({ name, status: result.status, code: result.error?.code }).toEqual({ name, status: 401, code: '42501' });
    }
    expect(await stored(kept.page_view)).toMatchObject([{ value: 184 }]);
  });

  it.each([
    ['a page view id that is not a version 4 UUID', { page_view: '00000000-0000-1000-8000-000000000000' }, '23514'],
    ['a raw path with an id instead of the route pattern', { route: '/crypto-transaction/4f1c9a?ref=x' }, '23514'],
    ['a route that is no path', { route: 'https://evil.example/' }, '23514'],
    ['an unknown metric', { metric: 'FID' }, '23514'],
    ['a negative value', { value: -1 }, '23514'],
    ['a timing over ten minutes', { value: 600_001 }, '23514'],
    ['a CLS over 100', { metric: 'CLS', value: 101, script: null }, '23514'],
    ['an unknown rating', { rating: 'great' }, '23514'],
    ['an empty target', { target: '' }, '23514'],
    ['a target over 300 characters', { target: 'div>'.repeat(76) }, '23514'],
    ['a target with a control character', { target: 'main\nbutton' }, '23514'],
    ['a script on a metric other than INP', { metric: 'LCP' }, '23514'],
    ['a script URL with a query string', { script: 'https://replyrocket.example/a.js?email=a@b.co' }, '23514'],
    ['a script that is no URL', { script: 'javascript:alert(1)' }, '23514'],
    ['an unknown navigation type', { navigation_type: 'teleport' }, '23514'],
    ['an unknown effective type', { effective_type: '5g' }, '23514'],
    ['a build id with spaces', { build_id: 'my build' }, '23514'],
    ['a build id over 64 characters', { build_id: 'a'.repeat(65) }, '23514'],
    ['an unknown context', { context: 'tiktok' }, '23514'],
    ['the in-app browser of an app not listed', { context: 'tiktok-inapp' }, '23514'],
    ['a missing route', { route: null }, '23502'],
    ['a missing metric', { metric: null }, '23502'],
    ['a missing value', { value: null }, '23502'],
    ['a missing rating', { rating: null }, '23502'],
    ['a missing navigation type', { navigation_type: null }, '23502'],
    ['a missing service worker flag', { sw_controlled: null }, '23502'],
    ['a missing build id', { build_id: null }, '23502'],
    ['a missing context', { context: null }, '23502'],
    ['a missing page view', { page_view: null }, '23502'],
  ])('refuses a row with %s', async (_label, change, code) => {
    const bad = row(change);
    const result = await backend.client().from('vitals').insert(bad);
    expect({ status: result.status, code: result.error?.code }).toEqual({ status: 400, code });
    if (bad.page_view) expect(await stored(bad.page_view)).toEqual([]);
  });

  it('stores every browser context the page can send', async () => {
    for (const context of BROWSER_CONTEXTS) {
      const one = row({ context });
      const result = await backend.client().from('vitals').insert(one);
      expect({ context, error: result.error }).toEqual({ context, error: null });
      expect(await stored(one.page_view)).toMatchObject([{ context }]);
    }
  });

  it('renames the contexts a page built before the in-app names sends (an installed site on its cached build)', async () => {
    const pageView = randomUUID();
    const metrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
    const batch = ['x', 'telegram', 'instagram', 'facebook', 'linkedin'].map((context, index) =>
      row({ page_view: pageView, metric: metrics[index], value: 0.1, script: null, context }),
    );
    expect((await backend.client().from('vitals').insert(batch)).error).toBeNull();
    expect((await stored(pageView)).map((r) => r.context)).toEqual([
      'x-inapp',
      'telegram-inapp',
      'instagram-inapp',
      'facebook-inapp',
      'linkedin-inapp',
    ]);
  });

  it('refuses a row that sets its own id or created_at, or carries a user agent or an address', async () => {
    const supabase = backend.client();
    expect((await supabase.from('vitals').insert(row({ created_at: '2020-01-01T00:00:00Z' }))).status).toBe(401);
    // The id is generated always: PostgreSQL refuses a chosen one before it looks at privileges.
    const chosenId = await supabase.from('vitals').insert(row({ id: 1 }));
    expect({ status: chosenId.status, code: chosenId.error?.code }).toEqual({ status: 400, code: '428C9' });
    for (const extra of [{ user_agent: 'Mozilla/5.0' }, { ip: '10.0.0.1' }]) {
      const result = await supabase.from('vitals').insert(row(extra));
      expect({ status: result.status, code: result.error?.code }).toEqual({ status: 400, code: 'PGRST204' });
    }
  });
});

describeOnEachDatabase('the migration to the in-app context names', (variant) => {
  const MIGRATION = '20261205020000';

  it(
    'renames the contexts of the rows stored before it and keeps the rest',
    async () => {
      const postgres = variant === 'PostgreSQL 15' ? await startPostgres15() : null;
      const db = await openDatabase(
        postgres ? { databaseUrl: postgres.url } : { dataDir: `memory://vitals-${randomUUID()}` },
      );
      try {
        // Every migration but this one, as a database deployed before it has them.
        await db.exec(await readFile(new URL('../../supabase/local/bootstrap.sql', import.meta.url), 'utf8'));
        await db.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, 'held back')", [
          MIGRATION,
        ]);
        await applyMigrations(db);
        const before = ['x', 'telegram', 'instagram', 'facebook', 'linkedin', 'webview', 'installed', 'browser'];
        for (const context of before) {
          await db.query(
            `insert into public.vitals (page_view, route, metric, value, rating, navigation_type, sw_controlled, build_id, context)
           values ($1, '/', 'LCP', 1000, 'good', 'navigate', false, 'dev', $2)`,
            [randomUUID(), context],
          );
        }

        await db.query('delete from supabase_migrations.schema_migrations where version = $1', [MIGRATION]);
        expect(await applyMigrations(db)).toEqual([`${MIGRATION}_vitals_browser_context_values.sql`]);
        const rows = await db.query<{ context: string }>('select context from public.vitals order by id', []);
        expect(rows.map((r) => r.context)).toEqual([...BROWSER_CONTEXTS]);
      } finally {
        await db.close();
        await postgres?.stop();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});
