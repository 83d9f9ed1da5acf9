/**
 * `outbox_failures`, where the browser reports a submission its outbox gave up on: anon may insert a report
 * (once per item) and do nothing else, and the check constraints refuse anything but a well-formed one.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { config } from '../../src/config.ts';
import { reportDeadLetter } from '../../src/lib/outbox/deadLetter.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';

function report(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: randomUUID(), kind: 'lead', last_status: 503, attempts: 20, ...overrides };
}

describeOnEachDatabase('outbox_failures over the REST API', (variant) => {
  let backend: TestBackend;
  const siteUrl = config.supabaseUrl;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
    // The outbox's own reporter, pointed at this stack.
    config.supabaseUrl = backend.url;
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    config.supabaseUrl = siteUrl;
    await backend.close();
  }, STARTUP_TIMEOUT_MS);

  async function storedReports(id: unknown) {
    const rows = await backend.stack.database.query<Record<string, unknown>>(
      'select * from public.outbox_failures where id = $1',
      [String(id)],
    );
    return rows;
  }

  it("stores the outbox's report of a dead letter, without its payload, and counts a second report as stored", async () => {
    const dead: OutboxItem = {
      id: randomUUID(),
      kind: 'transaction',
      payload: { clientId: randomUUID() },
      createdAt: 0,
      attempts: 23,
      nextAttemptAt: 0,
      lastStatus: 502,
      deadAt: 1,
    };
    expect(await reportDeadLetter(dead)).toBe('stored');
    expect(await reportDeadLetter(dead)).toBe('stored');
    expect(await storedReports(dead.id)).toEqual([
      { id: dead.id, kind: 'transaction', last_status: 502, attempts: 23, created_at: expect.anything() },
    ]);
  });

  it('lets anon insert a report, answering 201 with no body, and 409/23505 for the same id again', async () => {
    const row = report();
    const supabase = backend.client();
    const first = await supabase.from('outbox_failures').insert(row);
    expect({ status: first.status, error: first.error, data: first.data }).toEqual({
      status: 201,
      error: null,
      data: null,
    });
    const again = await supabase.from('outbox_failures').insert(row);
    expect({ status: again.status, code: again.error?.code }).toEqual({ status: 409, code: '23505' });
    expect(await storedReports(row.id)).toHaveLength(1);
  });

  it('refuses anon reads, read-back, updates and deletes with 401 and code 42501', async () => {
    const row = report();
    const supabase = backend.client();
    expect((await supabase.from('outbox_failures').insert(row)).error).toBeNull();
    const attempts = {
      select: await supabase.from('outbox_failures').select('*'),
      insertThenSelect: await supabase.from('outbox_failures').insert(report()).select(),
      update: await supabase.from('outbox_failures').update({ attempts: 1 }).eq('id', row.id),
      delete: await supabase.from('outbox_failures').delete().eq('id', row.id),
    };
    for (const [name, result] of Object.entries(attempts)) {
      expect({ name, status: result.status, code: result.error?.code }).toEqual({ name, status: 401, code: '42501' });
    }
    expect(await storedReports(row.id)).toMatchObject([{ attempts: 20 }]);
  });

  it.each([
    ['an unknown kind', { kind: 'signup' }, '23514'],
    ['a status over 599', { last_status: 600 }, '23514'],
    ['a negative status', { last_status: -1 }, '23514'],
    ['no attempts', { attempts: 0 }, '23514'],
    ['absurdly many attempts', { attempts: 1_000_001 }, '23514'],
    ['an id that is not a version 4 UUID', { id: '00000000-0000-1000-8000-000000000000' }, '23514'],
    ['a missing kind', { kind: null }, '23502'],
    ['a missing status', { last_status: null }, '23502'],
  ])('refuses a report with %s', async (_label, change, code) => {
    const row = report(change);
    const result = await backend.client().from('outbox_failures').insert(row);
    expect({ status: result.status, code: result.error?.code }).toEqual({ status: 400, code });
  });

  it('refuses a report that chooses its own created_at, or carries other columns', async () => {
    const supabase = backend.client();
    const chosenTime = await supabase.from('outbox_failures').insert(report({ created_at: '2020-01-01T00:00:00Z' }));
    expect(chosenTime.status).toBe(401);
    const extra = await supabase.from('outbox_failures').insert(report({ email: 'a@b.co' }));
    expect({ status: extra.status, code: extra.error?.code }).toEqual({ status: 400, code: 'PGRST204' });
  });
});
