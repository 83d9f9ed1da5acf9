/**
 * The database's cap on leads per client address per hour (migration *_lead_limit_per_ip.sql): the 21st lead
 * from one address within an hour is answered 429 (PostgREST's `PT429`) and not stored, other addresses are
 * unaffected, the limit is a per-deployment setting, no address is stored in the clear, and anon can touch
 * none of the bookkeeping.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import {
  describeOnEachDatabase,
  nextClientAddress,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';

const DEFAULT_LIMIT = 20;

const TOO_MANY = {
  code: 'PT429',
  message: 'Too many leads from this address: try again later',
  details: `At most ${DEFAULT_LIMIT} leads an hour are accepted from one address`,
  hint: 'Each lead stops counting an hour after it was sent',
};

function lead(project = '@limit_test'): { id: string; project: string } {
  return { id: randomUUID(), project };
}

/** A Postgres error's SQLSTATE, whichever driver threw it. */
function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : error;
}

describeOnEachDatabase('lead limit per client address', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const insertFrom = (address: string, body: object | object[]) =>
    backend.client({ clientAddress: address }).from('leads').insert(body);

  async function storedIds(): Promise<Set<string>> {
    return new Set((await backend.rows<{ id: string }>('leads')).map((row) => row.id));
  }

  async function fillUp(address: string, count = DEFAULT_LIMIT): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const result = await insertFrom(address, lead());
      expect({ i, status: result.status, error: result.error }).toEqual({ i, status: 201, error: null });
    }
  }

  it(`answers the ${DEFAULT_LIMIT + 1}st lead from one address within an hour with 429 and stores it not`, async () => {
    const address = nextClientAddress();
    await fillUp(address);
    const refused = lead();
    const result = await insertFrom(address, refused);
    expect(result.status).toBe(429);
    expect(result.error).toEqual(TOO_MANY);
    const raw = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        'content-type': 'application/json',
        'x-forwarded-for': `10.255.0.1, ${address}`, // entries before the gateway's last one are the client's own
      },
      body: JSON.stringify(lead()),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await raw.json()).toEqual(TOO_MANY);
    const stored = await storedIds();
    expect(stored.has(refused.id)).toBe(false);
    expect(stored.size).toBe(DEFAULT_LIMIT);
  });

  it('leaves every other address alone', async () => {
    const busy = nextClientAddress();
    await fillUp(busy);
    expect((await insertFrom(busy, lead())).status).toBe(429);
    const other = lead();
    expect(await insertFrom(nextClientAddress(), other)).toMatchObject({ status: 201, error: null });
    const ipv6 = lead();
    expect(await insertFrom('2001:db8::1', ipv6)).toMatchObject({ status: 201, error: null });
    const stored = await storedIds();
    expect(stored.has(other.id) && stored.has(ipv6.id)).toBe(true);
  });

  it('counts each lead of an array insert, refusing the whole statement past the limit', async () => {
    const address = nextClientAddress();
    await fillUp(address, DEFAULT_LIMIT - 2);
    const batch = [lead(), lead(), lead()];
    expect((await insertFrom(address, batch)).error).toEqual(TOO_MANY);
    expect((await storedIds()).size).toBe(DEFAULT_LIMIT - 2);
    expect(await insertFrom(address, batch.slice(0, 2))).toMatchObject({ status: 201, error: null });
    expect((await storedIds()).size).toBe(DEFAULT_LIMIT);
  });

  it('does not count refused leads or replays, which store nothing', async () => {
    const address = nextClientAddress();
    const first = lead();
    expect((await insertFrom(address, first)).status).toBe(201);
    for (let i = 0; i < DEFAULT_LIMIT; i += 1) {
      expect((await insertFrom(address, first)).error?.code).toBe('23505'); // the outbox's replay
      expect((await insertFrom(address, { ...lead(), email: 'not an email' })).error?.code).toBe('23514');
    }
    await fillUp(address, DEFAULT_LIMIT - 1);
    expect((await insertFrom(address, lead())).status).toBe(429);
  });

  it('stops counting a lead an hour after it was sent, and forgets the counter', async () => {
    const address = nextClientAddress();
    await fillUp(address);
    expect((await insertFrom(address, lead())).status).toBe(429);
    // Age every counter by an hour, as if the leads had come in an hour ago.
    await backend.stack.database.query(
      `update private.lead_rate_counters set minute_start = minute_start - interval '60 minutes'`,
      [],
    );
    expect(await insertFrom(address, lead())).toMatchObject({ status: 201, error: null });
    const counters = await backend.stack.database.query<{ leads: number }>(
      'select leads from private.lead_rate_counters',
      [],
    );
    expect(counters).toEqual([{ leads: 1 }]); // the hour-old counter was deleted on the way
  });

  it(
    'applies the limit set in private.lead_limit_settings, and the stack option sets it on start',
    async () => {
      const db = backend.stack.database;
      await db.query('update private.lead_limit_settings set per_ip_per_hour = 2', []);
      try {
        const address = nextClientAddress();
        await fillUp(address, 2);
        const refused = await insertFrom(address, lead());
        expect(refused.status).toBe(429);
        expect(refused.error?.details).toBe('At most 2 leads an hour are accepted from one address');
      } finally {
        await db.query('update private.lead_limit_settings set per_ip_per_hour = default', []);
      }

      await backend.restart({ leadLimitPerIpPerHour: 3 });
      try {
        expect(backend.stack.leadLimitPerIpPerHour).toBe(3);
        const address = nextClientAddress();
        await fillUp(address, 3);
        expect((await insertFrom(address, lead())).status).toBe(429);
      } finally {
        await backend.restart({ leadLimitPerIpPerHour: undefined });
      }
      expect(backend.stack.leadLimitPerIpPerHour).toBe(DEFAULT_LIMIT);
      expect(await backend.stack.database.query('select per_ip_per_hour from private.lead_limit_settings', [])).toEqual(
        [{ per_ip_per_hour: DEFAULT_LIMIT }],
      );
    },
    STARTUP_TIMEOUT_MS,
  );

  it('does not limit statements that come with no request (the functions, the SQL editor)', async () => {
    const db = backend.stack.database;
    for (let i = 0; i < DEFAULT_LIMIT + 5; i += 1) {
      await db.query('insert into public.leads (project) values ($1)', ['direct']);
    }
    expect((await backend.rows('leads')).length).toBe(DEFAULT_LIMIT + 5);
    expect(await db.query('select * from private.lead_rate_counters', [])).toEqual([]);
  });

  it('counts requests whose headers carry no address in one shared bucket, never in none', async () => {
    const db = backend.stack.database;
    const insertWithoutAddress = () =>
      db.transaction(async (session) => {
        await session.query(`select set_config('request.headers', '{"user-agent":"x"}', true)`, []);
        await session.query('insert into public.leads (project) values ($1)', ['headers without address']);
      });
    for (let i = 0; i < DEFAULT_LIMIT; i += 1) await insertWithoutAddress();
    await expect(insertWithoutAddress()).rejects.toMatchObject({ code: 'PT429' });
    expect((await backend.rows('leads')).length).toBe(DEFAULT_LIMIT);
  });

  it('stores no client address anywhere, only a keyed hash of it', async () => {
    const addresses = ['203.0.113.77', '2001:db8::77'];
    for (const address of addresses) expect((await insertFrom(address, lead())).status).toBe(201);
    const db = backend.stack.database;
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
      [],
    );
    expect(tables.map((table) => table.name)).toContain('private.lead_rate_counters');
    for (const { name } of tables) {
      for (const address of addresses) {
        const [found] = await db.query<{ rows: number }>(
          `select count(*)::int as rows from ${name} t where t::text like '%' || $1 || '%'`,
          [address],
        );
        expect({ name, address, rows: found?.rows }).toEqual({ name, address, rows: 0 });
      }
    }
    // What is stored is a 32-byte hash, and not the plain SHA-256 of the address: without the database's
    // secret key, hashing all 2^32 IPv4 addresses does not find it.
    const counters = await db.query<{ length: number; plain: boolean }>(
      `select length(address_hash) as length,
              address_hash in (select sha256(convert_to(a, 'UTF8')) from unnest($1::text[]) a) as plain
       from private.lead_rate_counters`,
      [`{${addresses.join(',')}}`],
    );
    // The IPv4 address; the IPv6 address's /64 and its /48.
    expect(counters).toEqual([
      { length: 32, plain: false },
      { length: 32, plain: false },
      { length: 32, plain: false },
    ]);
  });

  it('gives anon no access to the counters, the settings or the trigger function', async () => {
    const attempts = [
      'select * from private.lead_rate_counters',
      `insert into private.lead_rate_counters values ('\\x00', now(), 0)`,
      'delete from private.lead_rate_counters',
      'select * from private.lead_limit_settings',
      'update private.lead_limit_settings set per_ip_per_hour = 1000000',
      'select private.enforce_lead_limit()',
    ];
    for (const statement of attempts) {
      const outcome = await backend.stack.database
        .transaction(async (session) => {
          await session.query('set local role anon', []);
          await session.query(statement, []);
        })
        .then(() => 'allowed', sqlState);
      expect({ statement, outcome }).toEqual({ statement, outcome: '42501' });
    }
    // And through the API: only the public schema is exposed, and there is no rpc to call.
    const supabase = backend.client();
    for (const table of ['lead_rate_counters', 'lead_limit_settings']) {
      const read = await supabase.schema('private').from(table).select('*');
      expect({ table, status: read.status, code: read.error?.code }).toEqual({ table, status: 406, code: 'PGRST106' });
    }
    expect(await backend.stack.database.query('select per_ip_per_hour from private.lead_limit_settings', [])).toEqual([
      { per_ip_per_hour: DEFAULT_LIMIT },
    ]);
  });

  it('starts counting afresh after /_local/reset', async () => {
    const address = nextClientAddress();
    await fillUp(address);
    expect((await insertFrom(address, lead())).status).toBe(429);
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
    expect(await backend.stack.database.query('select * from private.lead_rate_counters', [])).toEqual([]);
    expect(await insertFrom(address, lead())).toMatchObject({ status: 201, error: null });
  });
});
