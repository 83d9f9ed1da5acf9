/**
 * crypto-signup-notification is idempotent per `submissionId`: a replay after a lost answer, sequential or
 * concurrent, answers the client the first call created (same status, same body) with one row and one Slack
 * message; the same id with other details is refused with 409; an id that is not a UUID with 400; a call without
 * an id creates a client per call, as before the id existed (pages the PWA cached earlier send none).
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SUBMISSION_REUSED_MESSAGE } from '../../supabase/functions/_shared/cryptoSignupNotification.ts';
import type { LocalDatabase, SqlSession } from '../../supabase/local/database.ts';
import {
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface ClientRow {
  id: string;
  email: string;
  product: string;
  submission_id: string | null;
}

async function invoke(supabase: SupabaseClient, body: object): Promise<Answer> {
  const { data, error, response } = await supabase.functions.invoke('crypto-signup-notification', { body });
  if (error) {
    if (!response) throw error;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

/** A sign-up with its own email, so each test finds its own rows. */
function signup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    action: 'create_client',
    full_name: 'Ada Lovelace',
    email: `ada+${randomUUID()}@example.com`,
    company_name: 'Analytical Engines Ltd',
    vat_tax_number: null,
    business_address: '1 Engine Street',
    city: 'London',
    country: 'United Kingdom',
    postcode_zip: 'EC1A 1AA',
    product: 'reply-rocket-pro',
    terms_accepted: true,
    submissionId: randomUUID(),
    ...overrides,
  };
}

/** The columns a sign-up fills, as the function inserts them, for a row written straight to the database. */
const insertClient = `insert into public.crypto_clients
    (full_name, email, company_name, vat_tax_number, business_address, city, country, postcode_zip, product,
     terms_accepted, submission_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  returning id::text as id`;

function insertParams(body: Record<string, unknown>): (string | boolean | null)[] {
  return [
    body.full_name,
    body.email,
    body.company_name,
    body.vat_tax_number,
    body.business_address,
    body.city,
    body.country,
    body.postcode_zip,
    body.product,
    body.terms_accepted,
    body.submissionId,
  ] as (string | boolean | null)[];
}

describeOnEachDatabase('crypto-signup-notification idempotency', (variant) => {
  let backend: TestBackend;
  let slack: SlackReceiver;

  beforeAll(async () => {
    slack = await startSlackReceiver();
    backend = await startTestBackend(variant, { slackWebhookUrl: slack.url });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await slack.close();
  }, STARTUP_TIMEOUT_MS);
  beforeEach(() => {
    slack.status = 200;
  });

  const rowsFor = async (email: unknown) =>
    (await backend.rows<ClientRow>('crypto_clients')).filter((row) => row.email === email);
  const slackTextsAbout = (clientId: string) => slack.texts.filter((text) => text.includes(clientId));
  const slackLogAbout = async (clientId: string) =>
    (await backend.slackLog()).filter((entry) => entry.kind === 'crypto-client' && entry.key === clientId);

  /**
   * Returns once a new sign-up, made now, has been announced in Slack. Its message goes out the way a message of
   * any call before it would, right after the answer, and after theirs: a message those calls should not have
   * caused would have arrived by then.
   */
  async function laterSignupAnnounced(): Promise<void> {
    const later = await invoke(backend.client(), signup());
    expect(later.status).toBe(200);
    const { id } = later.body.client as { id: string };
    await eventually(() => expect(slackTextsAbout(id)).toHaveLength(1));
  }

  it('answers a replay with the same status and client, and stores and announces it once', async () => {
    const body = signup();
    const first = await invoke(backend.client(), body);
    expect(first).toEqual({ status: 200, body: { client: { id: expect.any(String), product: 'reply-rocket-pro' } } });
    const { id } = first.body.client as { id: string };
    await eventually(() => expect(slackTextsAbout(id)).toHaveLength(1));

    // The answer was lost: the browser sends the same submission again, from wherever it is now.
    expect(await invoke(backend.client(), body)).toEqual(first);
    expect(await invoke(backend.client(), body)).toEqual(first);

    expect(await rowsFor(body.email)).toEqual([expect.objectContaining({ id, submission_id: body.submissionId })]);
    await laterSignupAnnounced();
    expect(slackTextsAbout(id)).toHaveLength(1);
    expect(await slackLogAbout(id)).toEqual([expect.objectContaining({ delivery: 'sent' })]);
  });

  it('creates one client for simultaneous calls with one id, and answers it to each', async () => {
    const body = signup({ product: 'special-agreement' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => invoke(backend.client(), body)));
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    const expected = { status: 200, body: { client: { id: rows[0]!.id, product: 'special-agreement' } } };
    for (const answer of answers) expect(answer).toEqual(expected);
    await eventually(() => expect(slackTextsAbout(rows[0]!.id)).toHaveLength(1));
    await laterSignupAnnounced();
    expect(slackTextsAbout(rows[0]!.id)).toHaveLength(1);
    expect(await slackLogAbout(rows[0]!.id)).toHaveLength(1);
  });

  it('answers the client of an insert it had to wait for, once that insert commits', async () => {
    // Deterministic race: the first call's insert is held uncommitted while the replay arrives. On PostgreSQL
    // the replay's insert waits on the held row; what it then reads must be that row, not "nothing found".
    const body = signup();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldId = '';
    const holder = backend.stack.database.transaction(async (session) => {
      const [row] = await session.query<{ id: string }>(insertClient, insertParams(body));
      heldId = row!.id;
      await released;
    });
    await eventually(() => expect(heldId).not.toBe(''));
    const blocked = untilBlocked();
    const replay = invoke(backend.client(), body);
    await blocked;
    release();
    await holder;

    expect(await replay).toEqual({ status: 200, body: { client: { id: heldId, product: 'reply-rocket-pro' } } });
    expect(await rowsFor(body.email)).toEqual([expect.objectContaining({ id: heldId })]);
    await laterSignupAnnounced();
    expect(slackTextsAbout(heldId)).toEqual([]); // the held insert stands for a first call whose message went out
  });

  it('creates the client itself when the insert it waited for rolls back', async () => {
    const body = signup();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted = false;
    const holder = backend.stack.database.transaction(async (session) => {
      await session.query(insertClient, insertParams(body));
      inserted = true;
      await released;
      throw new Error('rolled back on purpose');
    });
    await eventually(() => expect(inserted).toBe(true));
    const blocked = untilBlocked();
    const call = invoke(backend.client(), body);
    await blocked;
    release();
    await expect(holder).rejects.toThrow('rolled back on purpose');

    const answer = await call;
    expect(answer).toEqual({ status: 200, body: { client: { id: expect.any(String), product: 'reply-rocket-pro' } } });
    const { id } = answer.body.client as { id: string };
    expect(await rowsFor(body.email)).toEqual([expect.objectContaining({ id, submission_id: body.submissionId })]);
    await eventually(() => expect(slackTextsAbout(id)).toHaveLength(1));
  });

  /**
   * Resolves once the call made next waits for the held row: on PostgreSQL, once its insert waits on the row's
   * lock. PGlite runs one transaction at a time, and the API runs each of its statements in one
   * (supabase/local/database.ts): there, once the call's first statement waits behind the held transaction.
   */
  function untilBlocked(): Promise<void> {
    if (variant !== 'PostgreSQL 15') {
      const database = backend.stack.database;
      const transaction = database.transaction;
      return new Promise((resolve) => {
        database.transaction = <T>(work: (session: SqlSession) => Promise<T>): Promise<T> => {
          database.transaction = transaction;
          resolve();
          return transaction.call<LocalDatabase, [typeof work], Promise<T>>(database, work);
        };
      });
    }
    return eventually(async () =>
      expect(
        await backend.stack.database.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where wait_event_type = 'Lock' and query like '%on conflict (submission_id) do nothing%'`,
          [],
        ),
      ).toEqual([{ waiting: 1 }]),
    );
  }

  it('refuses the same id with other details with 409, and keeps the first client as it was', async () => {
    const body = signup();
    const first = await invoke(backend.client(), body);
    expect(first.status).toBe(200);
    const { id } = first.body.client as { id: string };

    for (const change of [{ product: 'reply-rocket-lite' }, { city: 'Paris' }, { vat_tax_number: 'GB1' }]) {
      expect(await invoke(backend.client(), { ...body, ...change })).toEqual({
        status: 409,
        body: { error: SUBMISSION_REUSED_MESSAGE },
      });
    }
    expect(await rowsFor(body.email)).toEqual([
      expect.objectContaining({ id, product: 'reply-rocket-pro', submission_id: body.submissionId }),
    ]);
    // Same values, spelled as the schema normalises them (trimmed, an empty VAT number as null): still a replay.
    expect(await invoke(backend.client(), { ...body, city: ' London ', vat_tax_number: '' })).toEqual(first);
    await eventually(() => expect(slackTextsAbout(id)).toHaveLength(1));
    await laterSignupAnnounced();
    expect(slackTextsAbout(id)).toHaveLength(1);
  });

  it.each([
    ['not a UUID', 'retry-1'],
    ['an empty string', ''],
    ['a number', 42],
    ['null', null],
  ])('refuses a submissionId that is %s with 400 and stores nothing', async (_label, submissionId) => {
    const body = signup({ submissionId });
    const answer = await invoke(backend.client(), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Invalid request body: submissionId/);
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it('without a submissionId creates a client per call, as before the id existed', async () => {
    const body = signup({ submissionId: undefined });
    const answers = [await invoke(backend.client(), body), await invoke(backend.client(), body)];
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await rowsFor(body.email);
    expect(rows.map((row) => row.id).sort()).toEqual(
      answers.map((answer) => (answer.body.client as { id: string }).id).sort(),
    );
    expect(rows.map((row) => row.submission_id)).toEqual([null, null]);
  });

  it('a replay after Slack refused the first message stays quiet too', async () => {
    slack.status = 503;
    const body = signup();
    const first = await invoke(backend.client(), body);
    const { id } = first.body.client as { id: string };
    await eventually(async () =>
      expect(await slackLogAbout(id)).toEqual([expect.objectContaining({ delivery: 'failed' })]),
    );
    slack.status = 200;
    expect(await invoke(backend.client(), body)).toEqual(first);
    await laterSignupAnnounced();
    // The team sees the client in the table; a lost message is logged, not resent (as for transactions).
    expect(await slackLogAbout(id)).toHaveLength(1);
    expect(slackTextsAbout(id)).toEqual([]);
  });

  it('the table holds a submission id once, and anon cannot read it', async () => {
    const submissionId = randomUUID();
    await backend.stack.database.query(insertClient, insertParams(signup({ submissionId })));
    await expect(
      backend.stack.database.query(insertClient, insertParams(signup({ submissionId }))),
    ).rejects.toMatchObject({ code: '23505' });
    const read = await backend.client().from('crypto_clients').select('submission_id');
    expect(read.error?.code).toBe('42501');
  });
});
