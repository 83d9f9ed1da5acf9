/**
 * The anon key may insert a lead and do nothing else: proved through supabase-js against the local stack,
 * with the database's grants, row-level security and check constraints doing the refusing.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { LEAD_LIMITS, UTM_FIELDS } from '../../src/shared/lead.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';

const TEXT_COLUMNS = ['project', 'telegram', 'email', 'page_path', ...UTM_FIELDS, 'referrer'] as const;
const UNPRINTABLE = ['\u0000', '\u0007', '\n', '\t', '\u001b[31m', '\u007f', '\u0085', '\u202e', '\u2066', '\u200f'];

function siteLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    project: '@growth_project',
    telegram: '@tg_handle',
    email: 'founder@example.com',
    role: 'Other',
    page_path: '/l1',
    utm_source: 'x',
    utm_medium: 'social',
    utm_campaign: 'launch',
    utm_content: 'thread',
    utm_term: 'web3 growth',
    referrer: 'https://t.co/abc',
    ...overrides,
  };
}

describeOnEachDatabase('leads over the REST API', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);

  async function storedLead(id: unknown) {
    return (await backend.rows<{ id: string }>('leads')).filter((row) => row.id === id);
  }

  it('stores a lead inserted the way the site inserts it, answering 201 with no body', async () => {
    const lead = siteLead();
    const result = await backend.client().from('leads').insert(lead);
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();
    const [row] = await storedLead(lead.id);
    expect(row).toMatchObject(lead);
    expect(row).toHaveProperty('created_at', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('answers a replayed lead with 409 and code 23505, keeping one row', async () => {
    const lead = siteLead({ telegram: null, email: null });
    const supabase = backend.client();
    expect((await supabase.from('leads').insert(lead)).error).toBeNull();
    const replay = await supabase.from('leads').insert(lead);
    expect(replay.status).toBe(409);
    expect(replay.error).toMatchObject({ code: '23505' });
    expect(await storedLead(lead.id)).toHaveLength(1);
  });

  it('stores an array insert sent with the columns query, missing keys as null', async () => {
    const first = siteLead();
    const second = { id: randomUUID(), project: 'second project' };
    const result = await backend.client().from('leads').insert([first, second]);
    expect(result.error).toBeNull();
    expect(await storedLead(second.id)).toEqual([expect.objectContaining({ ...second, email: null, role: null })]);
  });

  it('refuses anon reads, updates, deletes, upserts and read-back with 401 and code 42501', async () => {
    const lead = siteLead();
    const supabase = backend.client();
    expect((await supabase.from('leads').insert(lead)).error).toBeNull();
    const countBefore = (await backend.rows('leads')).length;
    const attempts = {
      select: await supabase.from('leads').select('*'),
      selectOne: await supabase.from('leads').select('id, email').eq('id', lead.id),
      update: await supabase.from('leads').update({ project: 'hijacked' }).eq('id', lead.id),
      delete: await supabase.from('leads').delete().eq('id', lead.id),
      upsert: await supabase.from('leads').upsert(siteLead({ id: lead.id }), { onConflict: 'id' }),
      upsertIgnore: await supabase.from('leads').upsert(siteLead(), { onConflict: 'id', ignoreDuplicates: true }),
      insertThenSelect: await supabase.from('leads').insert(siteLead()).select(),
      chooseCreatedAt: await supabase.from('leads').insert(siteLead({ created_at: '2000-01-01T00:00:00Z' })),
    };
    for (const [name, result] of Object.entries(attempts)) {
      expect({ name, status: result.status, code: result.error?.code }).toEqual({ name, status: 401, code: '42501' });
    }
    expect(await storedLead(lead.id)).toEqual([expect.objectContaining({ project: lead.project })]);
    // The refused inserts (read-back, created_at) were rolled back with their transaction.
    expect(await backend.rows('leads')).toHaveLength(countBefore);
  });

  it('gives anon no access at all to the crypto tables', async () => {
    const supabase = backend.client();
    for (const table of ['crypto_clients', 'crypto_transactions']) {
      const attempts = [
        await supabase.from(table).select('*'),
        await supabase.from(table).insert({ id: randomUUID() }),
        await supabase.from(table).update({ id: randomUUID() }).eq('id', randomUUID()),
        await supabase.from(table).delete().eq('id', randomUUID()),
      ];
      for (const result of attempts) expect(result.error?.code, table).toBe('42501');
    }
  });

  it('exposes only the public schema', async () => {
    const result = await backend.client().schema('private').from('rate_limits').select('*');
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST106');
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a missing project', { project: undefined }, '23502'],
    ['a null project', { project: null }, '23502'],
    ['an empty project', { project: '' }, '23514'],
    ['a blank project', { project: '   ' }, '23514'],
    ['a project of only a zero-width space', { project: '\u200b' }, '23514'],
    ['a project of only a BOM and a word joiner', { project: '\ufeff\u2060' }, '23514'],
    ["a bare '@'", { project: '@' }, '23514'],
    ["'@' and a zero-width space", { project: '@\u200b' }, '23514'],
    ['a project over the limit', { project: 'p'.repeat(LEAD_LIMITS.projectMax + 1) }, '23514'],
    ['a telegram handle over the limit', { telegram: 't'.repeat(LEAD_LIMITS.telegramMax + 1) }, '23514'],
    ['an email without @', { email: 'founder.example.com' }, '23514'],
    ['an email without a domain dot', { email: 'founder@localhost' }, '23514'],
    ['an email with spaces', { email: 'a b@example.com' }, '23514'],
    ['an empty email', { email: '' }, '23514'],
    ['an email over the limit', { email: `${'a'.repeat(LEAD_LIMITS.emailMax - 11)}@example.com` }, '23514'],
    ['a role other than Other', { role: 'Admin' }, '23514'],
    ['a page path over the limit', { page_path: `/${'a'.repeat(LEAD_LIMITS.pagePathMax)}` }, '23514'],
    ...UTM_FIELDS.map((field): [string, Record<string, unknown>, string] => [
      `${field} over the limit`,
      { [field]: 'u'.repeat(LEAD_LIMITS.utmMax + 1) },
      '23514',
    ]),
    ['a referrer over the limit', { referrer: `https://x.co/${'r'.repeat(LEAD_LIMITS.referrerMax)}` }, '23514'],
    ['an id that is not a UUID', { id: 'lead-1' }, '22P02'],
    ['an unknown column', { is_admin: true }, 'PGRST204'],
    ...TEXT_COLUMNS.flatMap((column) =>
      UNPRINTABLE.filter((character) => character !== '\u0000').map(
        (character): [string, Record<string, unknown>, string] => [
          `${column} containing U+${character.codePointAt(0)?.toString(16).padStart(4, '0')}`,
          { [column]: column === 'email' ? `a${character}b@example.com` : `a${character}b` },
          '23514',
        ],
      ),
    ),
    // PostgreSQL cannot store NUL in text at all; the refusal comes from JSON parsing in the database.
    ['a project containing NUL', { project: 'a\u0000b' }, '22P05'],
  ];

  it.each(refused)('refuses %s with 400', async (_label, change, code) => {
    const lead = siteLead(change);
    const result = await backend.client().from('leads').insert(lead);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe(code);
    expect(Object.keys(result.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('accepts every field at exactly its limit, and nulls for the optional ones', async () => {
    const atLimit = siteLead({
      project: `  ${'p'.repeat(LEAD_LIMITS.projectMax - 2)}`,
      telegram: 't'.repeat(LEAD_LIMITS.telegramMax),
      email: `${'a'.repeat(LEAD_LIMITS.emailMax - 12)}@example.com`,
      page_path: `/${'a'.repeat(LEAD_LIMITS.pagePathMax - 1)}`,
      ...Object.fromEntries(UTM_FIELDS.map((field) => [field, 'u'.repeat(LEAD_LIMITS.utmMax)])),
      referrer: `https://x.co/${'r'.repeat(LEAD_LIMITS.referrerMax - 13)}`,
    });
    const minimal = { id: randomUUID(), project: 'x', telegram: null, email: null, role: null };
    const rtlName = siteLead({ project: 'مشروع النمو' });
    for (const lead of [atLimit, minimal, rtlName]) {
      const result = await backend.client().from('leads').insert(lead);
      expect(result.error).toBeNull();
      expect(await storedLead(lead.id)).toHaveLength(1);
    }
  });

  it('answers 401 like the hosted gateway without the anon key or with another key', async () => {
    const countBefore = (await backend.rows('leads')).length;
    const noKey = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(siteLead()),
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });

    const otherKey = await backend
      .client({ apiKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.forged-signature' })
      .from('leads')
      .insert(siteLead());
    expect(otherKey.status).toBe(401);
    expect(otherKey.error?.message).toBe('Invalid API key');
    expect(await backend.rows('leads')).toHaveLength(countBefore);
  });

  it('answers CORS preflight and puts CORS headers on every answer', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, content-profile, x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-profile');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const refusal = await backend.client().from('leads').select('*');
    expect(refusal.status).toBe(401);
    const raw = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { origin: 'https://site.example' },
    });
    expect(raw.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers what it does not emulate with PostgREST-style errors, not a crash', async () => {
    const supabase = backend.client();
    const unknownTable = await supabase.from('customers').insert({ id: 1 });
    expect(unknownTable).toMatchObject({ status: 404, error: { code: 'PGRST205' } });
    const rpc = await supabase.rpc('drop_everything');
    expect(rpc).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const put = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'PUT',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 'PGRST117' });
  });
});
