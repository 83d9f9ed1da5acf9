/**
 * `npm run vitals:report` (scripts/vitals-report.mjs) on the PostgreSQL 15 the backend tests start, with the
 * migrations applied by the local stack: known rows in, the p75 per route, metric and context of each window out,
 * and the HTML report with a chart line per route.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReport, readVitals, textReport } from '../../scripts/vitals-report.mjs';
import { startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';
import { type Postgres15, postgres15Available, POSTGRES_15_BIN, startPostgres15 } from './postgres15.ts';

const run = promisify(execFile);
const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const suite = postgres15Available || process.env.REQUIRE_POSTGRES_15 ? describe : describe.skip;
if (!postgres15Available) console.warn(`vitals report on PostgreSQL 15 NOT RUN: ${POSTGRES_15_BIN}/initdb is missing`);

suite('vitals report on PostgreSQL 15', () => {
  let postgres: Postgres15;
  let backend: TestBackend;

  beforeAll(async () => {
    postgres = await startPostgres15();
    // The local stack applies the migrations to this database; the report then reads it as any client would.
    backend = await startTestBackend('PGlite', { database: { databaseUrl: postgres.url } });
    const insert = (route: string, metric: string, value: number, context: string, at: string) =>
      backend.stack.database.query(
        `insert into public.vitals (page_view, route, metric, value, rating, navigation_type, sw_controlled, build_id, context, created_at)
         values ($1, $2, $3, $4, 'good', 'navigate', false, 'dev', $5, $6)`,
        [randomUUID(), route, metric, value, context, at],
      );
    // '/': four LCPs this week, two from X's in-app browser and two from browsers; one ten days ago; one too old.
    await insert('/', 'LCP', 1000, 'x-inapp', daysAgo(1));
    await insert('/', 'LCP', 3000, 'x-inapp', daysAgo(2));
    await insert('/', 'LCP', 2000, 'browser', daysAgo(1));
    await insert('/', 'LCP', 4000, 'browser', daysAgo(3));
    await insert('/', 'LCP', 9000, 'browser', daysAgo(10));
    await insert('/', 'LCP', 50_000, 'browser', daysAgo(40));
    await insert('/np1', 'CLS', 0.2, 'telegram-inapp', daysAgo(5));
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await backend?.close();
    await postgres?.stop();
  }, STARTUP_TIMEOUT_MS);

  it('gives the p75 per route and metric for 7 and 28 days, for everyone and per context', async () => {
    const data = await readVitals(postgres.url, NOW);
    const p75 = (days: number, route: string, metric: string, context: string) =>
      data.windows
        .find((w) => w.days === days)!
        .rows.find((r) => r.route === route && r.metric === metric && r.context === context);
    expect(p75(7, '/', 'LCP', 'all')).toMatchObject({ n: 4, p75: 3250 });
    expect(p75(7, '/', 'LCP', 'x-inapp')).toMatchObject({ n: 2, p75: 2500 });
    expect(p75(7, '/', 'LCP', 'browser')).toMatchObject({ n: 2, p75: 3500 });
    expect(p75(28, '/', 'LCP', 'all')).toMatchObject({ n: 5, p75: 4000 });
    expect(p75(28, '/', 'LCP', 'browser')).toMatchObject({ n: 3, p75: 6500 });
    expect(p75(7, '/np1', 'CLS', 'telegram-inapp')).toMatchObject({ n: 1, p75: 0.2 });

    const text = textReport(data);
    expect(text).toContain('| / | LCP | all | 4 | 3250 ms | needs improvement |');
    expect(text).toContain('| /np1 | CLS | telegram-inapp | 1 | 0.200 | needs improvement |');

    // One line per route in the metric's chart, one point per day with data.
    const html = htmlReport(data);
    const lcpChart = html.slice(html.indexOf('aria-label="LCP'), html.indexOf('aria-label="INP'));
    const line = /<polyline data-route="\/" [^>]*points="([^"]*)"/.exec(lcpChart);
    expect(line?.[1]?.split(' ')).toHaveLength(4); // days 1, 2, 3 and 10 ago; the 40-day-old row is out
    expect(lcpChart).not.toContain('data-route="/np1"');
    expect(html).toContain('data-route="/np1"');
  });

  it('runs as npm run vitals:report: prints the tables and writes the HTML report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitals-report-'));
    try {
      const file = join(dir, 'vitals.html');
      const { stdout } = await run(process.execPath, ['scripts/vitals-report.mjs'], {
        env: { ...process.env, VITALS_DATABASE_URL: postgres.url, VITALS_REPORT_FILE: file },
      });
      // Run as of now: the rows are relative to a fixed date, so only the shape is certain here.
      expect(stdout).toContain('Last 7 days');
      expect(stdout).toContain('Last 28 days');
      expect(await readFile(file, 'utf8')).toMatch(/^<!doctype html>[\s\S]*<svg[\s\S]*<\/html>\n$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
