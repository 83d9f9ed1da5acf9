/**
 * `consent_events`, the proof of each cookie choice (src/consent/consentEvent.ts): anon may insert an event and
 * do nothing else; every column's check refuses what the site could never send, and nothing of a refused row
 * is stored.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentEvent } from '../../src/consent/consentEvent.ts';
import { createConsent } from '../../src/consent/consentRecord.ts';
import { COOKIE_POLICY_DATE, PRIVACY_POLICY_DATE } from '../../src/content/legal/consent.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';

function row(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    record_version: 1,
    analytics: true,
    advertising: false,
    gpc: true,
    privacy_policy_date: '2025-08-20',
    cookie_policy_date: '2025-10-02',
    chosen_at: new Date().toISOString(),
    method: 'accept-all',
    ...overrides,
  };
}

describeOnEachDatabase('consent_events over the REST API', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
  }, STARTUP_TIMEOUT_MS);

  const stored = (id: unknown) =>
    backend.stack.database.query<Record<string, unknown>>('select * from public.consent_events where id = $1', [
      String(id),
    ]);

  it('stores the event the site makes, 201 with no body, and the local admin endpoint lists it', async () => {
    const record = createConsent({ analytics: false, advertising: true });
    const event = consentEvent(record, 'banner-save', false)!;
    const result = await backend.client().from('consent_events').insert(event);
    expect({ status: result.status, error: result.error, data: result.data }).toEqual({
      status: 201,
      error: null,
      data: null,
    });
    const [saved] = await stored(event.id);
    expect(saved).toMatchObject({
      id: event.id,
      record_version: 1,
      analytics: false,
      advertising: true,
      gpc: false,
      method: 'banner-save',
    });
    expect((saved!.chosen_at as Date).toISOString()).toBe(record.timestamp);
    expect(saved!.created_at).toBeInstanceOf(Date);
    const listed = (await (await backend.admin('/_local/rows/consent_events')).json()) as Record<string, unknown>[];
    expect(listed.find((r) => r.id === event.id)).toMatchObject({
      privacy_policy_date: PRIVACY_POLICY_DATE,
      cookie_policy_date: COOKIE_POLICY_DATE,
      method: 'banner-save',
    });
  });

  it.each(['accept-all', 'reject-all', 'banner-save', 'dialog-save'])('takes the method %s', async (method) => {
    const event = row({ method });
    expect((await backend.client().from('consent_events').insert(event)).status).toBe(201);
    expect(await stored(event.id)).toHaveLength(1);
  });

  it.each([
    ['days ahead', new Date(Date.now() + 3 * 86_400_000).toISOString()],
    ['years behind', '2019-05-01T08:00:00.000Z'],
  ])("keeps the proof of a choice made on a phone whose clock is %s, as the phone's time", async (_clock, chosenAt) => {
    const event = row({ chosen_at: chosenAt });
    expect((await backend.client().from('consent_events').insert(event)).status).toBe(201);
    expect(await stored(event.id)).toHaveLength(1);
  });

  it('answers a replay of the same event as a duplicate (409, 23505), which the outbox counts as delivered', async () => {
    const first = row();
    const supabase = backend.client();
    expect((await supabase.from('consent_events').insert(first)).error).toBeNull();
    const again = await supabase.from('consent_events').insert({ ...first, analytics: false });
    expect({ status: again.status, code: again.error?.code }).toEqual({ status: 409, code: '23505' });
    expect(await stored(first.id)).toMatchObject([{ analytics: true }]);
  });

  it('refuses anon reads, read-back, updates and deletes with 401 and code 42501', async () => {
    const kept = row();
    const supabase = backend.client();
    expect((await supabase.from('consent_events').insert(kept)).error).toBeNull();
    const attempts = {
      select: await supabase.from('consent_events').select('*'),
      insertThenSelect: await supabase.from('consent_events').insert(row()).select(),
      update: await supabase.from('consent_events').update({ analytics: false }).eq('id', kept.id),
      delete: await supabase.from('consent_events').delete().eq('id', kept.id),
    };
    for (const [name, result] of Object.entries(attempts)) {
      expect({ name, status: result.status, code: result.error?.code }).toEqual({ name, status: 401, code: '42501' });
    }
    expect(await stored(kept.id)).toMatchObject([{ analytics: true }]);
  });

  it.each([
    ['an unknown method', { method: 'implied' }, '23514'],
    ['an id that is not a version 4 UUID', { id: '00000000-0000-1000-8000-000000000000' }, '23514'],
    ['record version 0', { record_version: 0 }, '23514'],
    ['a record version far beyond any', { record_version: 100_000 }, '23514'],
    ['advertising allowed with GPC on', { advertising: true, gpc: true }, '23514'],
    ['a privacy policy date before the site existed', { privacy_policy_date: '1999-12-31' }, '23514'],
    ['a cookie policy date in another century', { cookie_policy_date: '2999-01-01' }, '23514'],
    ['a choice at the epoch (no clock at all)', { chosen_at: '1970-01-01T00:00:00.000Z' }, '23514'],
    ['a choice in another century', { chosen_at: '2100-01-01T00:00:00.000Z' }, '23514'],
    ['a missing method', { method: null }, '23502'],
    ['a missing record version', { record_version: null }, '23502'],
    ['a missing analytics choice', { analytics: null }, '23502'],
    ['a missing advertising choice', { advertising: null }, '23502'],
    ['a missing GPC flag', { gpc: null }, '23502'],
    ['a missing privacy policy date', { privacy_policy_date: null }, '23502'],
    ['a missing cookie policy date', { cookie_policy_date: null }, '23502'],
    ['a missing time', { chosen_at: null }, '23502'],
  ])('refuses an event with %s, storing nothing', async (_label, change, code) => {
    const bad = row(change);
    const result = await backend.client().from('consent_events').insert(bad);
    expect({ status: result.status, code: result.error?.code }).toEqual({ status: 400, code });
    if (bad.id) expect(await stored(bad.id)).toEqual([]);
  });

  it('refuses an event without an id, one that is not a date, and one that sets its own created_at or carries a user agent or an address', async () => {
    const supabase = backend.client();
    const before = await backend.stack.database.query<{ n: number }>(
      'select count(*)::int as n from public.consent_events',
      [],
    );
    const noId = await supabase.from('consent_events').insert(row({ id: null }));
    expect({ status: noId.status, code: noId.error?.code }).toEqual({ status: 400, code: '23502' });
    const notADate = await supabase.from('consent_events').insert(row({ chosen_at: 'at some point' }));
    expect(notADate.status).toBe(400);
    expect((await supabase.from('consent_events').insert(row({ created_at: '2026-01-01T00:00:00Z' }))).status).toBe(
      401,
    );
    for (const extra of [{ user_agent: 'Mozilla/5.0' }, { ip: '10.0.0.1' }]) {
      const result = await supabase.from('consent_events').insert(row(extra));
      expect({ status: result.status, code: result.error?.code }).toEqual({ status: 400, code: 'PGRST204' });
    }
    expect(await backend.stack.database.query('select count(*)::int as n from public.consent_events', [])).toEqual(
      before,
    );
  });

  it("takes a dead letter's report of a consent event in outbox_failures", async () => {
    const report = { id: randomUUID(), kind: 'consent', last_status: 503, attempts: 21 };
    const result = await backend.client().from('outbox_failures').insert(report);
    expect({ status: result.status, error: result.error }).toEqual({ status: 201, error: null });
  });
});
