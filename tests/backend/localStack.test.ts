/**
 * The local stack itself: the test-only admin endpoints and fault injection, the media folder served like a
 * public storage bucket, and `node supabase/local/server.mjs` (what `npm run backend` runs) persisting data
 * across restarts.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import {
  ADMIN_TOKEN,
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';

describeOnEachDatabase('admin endpoints and fault injection', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);

  const faults = (body: unknown) =>
    backend.admin('/_local/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const lead = () => ({ id: randomUUID(), project: '@chaos' });

  it('refuses admin calls without the right x-local-admin token', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-local-admin': 'guess' }];
    for (const headers of attempts) {
      const response = await fetch(`${backend.url}/_local/rows/leads`, { headers });
      expect(response.status).toBe(401);
    }
  });

  it('gives web pages no way in: no CORS on the admin endpoints, so a page cannot preflight, send or read', async () => {
    const origin = { origin: 'https://any-site.example' };
    const preflight = await fetch(`${backend.url}/_local/reset`, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-local-admin',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const read = await backend.admin('/_local/rows/leads', { headers: origin });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    // The token is made per run, not a fixed string a page could know.
    expect(ADMIN_TOKEN).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists rows, the Slack log, and resets both', async () => {
    const supabase = backend.client();
    const stored = lead();
    await supabase.from('leads').insert(stored);
    await supabase.functions.invoke('slack-notification', { body: stored });
    expect(await backend.rows('leads')).toContainEqual(expect.objectContaining(stored));
    expect(await backend.slackLog()).toEqual([
      {
        kind: 'lead',
        key: stored.id,
        text: expect.stringContaining('@chaos'),
        delivery: 'logged',
        at: expect.any(String),
      },
    ]);
    expect((await backend.admin('/_local/rows/rate_limits')).status).toBe(404);

    expect(await (await backend.admin('/_local/reset', { method: 'POST' })).json()).toEqual({ ok: true });
    expect(await backend.rows('leads')).toEqual([]);
    expect(await backend.rows('crypto_clients')).toEqual([]);
    expect(await backend.rows('crypto_transactions')).toEqual([]);
    expect(await backend.slackLog()).toEqual([]);
    // The notification record went too, so the same lead id can be stored and announced afresh.
    await supabase.from('leads').insert(stored);
    await supabase.functions.invoke('slack-notification', { body: stored });
    expect(await backend.slackLog()).toHaveLength(1);
  });

  it('makes REST answer 503 or drop the connection, and functions answer 503, until cleared', async () => {
    const supabase = backend.client();
    expect(await (await faults({ rest: '503' })).json()).toEqual({ rest: '503', functions: null, delayMs: 0 });
    const unavailable = lead();
    const refused = await supabase.from('leads').insert(unavailable);
    expect(refused.status).toBe(503);

    await faults({ rest: 'down' });
    const down = await supabase.from('leads').insert(lead());
    expect(down.status).toBe(0);
    expect(down.error?.message).toMatch(/fetch failed/i);

    await faults({ functions: '503' });
    expect((await supabase.from('leads').insert(lead())).status).toBe(201);
    const { response } = await supabase.functions.invoke('get-cryptoclient-data', { body: { clientId: randomUUID() } });
    expect(response?.status).toBe(503);

    await faults({});
    expect(await (await backend.admin('/_local/faults')).json()).toEqual({ rest: null, functions: null, delayMs: 0 });
    expect(
      (await supabase.functions.invoke('get-cryptoclient-data', { body: { clientId: randomUUID() } })).response?.status,
    ).toBe(404);
    expect((await backend.rows('leads')).map((row) => row.id)).not.toContain(unavailable.id);
  });

  it('delays REST and function calls by delayMs', async () => {
    await faults({ delayMs: 300 });
    const started = performance.now();
    expect((await backend.client().from('leads').insert(lead())).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    await faults({ delayMs: 0 });
  });

  it('refuses a malformed faults body with 400', async () => {
    for (const body of [
      { rest: '500' },
      { functions: 'down' },
      { delayMs: -1 },
      { delayMs: 'slow' },
      { chaos: true },
    ]) {
      expect((await faults(body)).status).toBe(400);
    }
  });
});

describe('media served like the public "media" storage bucket', () => {
  let backend: TestBackend;
  let mediaDir: string;
  const video = randomBytes(64 * 1024);
  const media = (path: string, init?: RequestInit) =>
    fetch(`${backend.url}/storage/v1/object/public/media/${path}`, init);

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'backend-media-'));
    await mkdir(join(mediaDir, 'posters'));
    await writeFile(join(mediaDir, 'demo.mp4'), video);
    await writeFile(join(mediaDir, 'posters', 'demo poster.jpg'), 'jpeg bytes');
    await writeFile(join(tmpdir(), 'outside-media.txt'), 'secret');
    backend = await startTestBackend('PGlite', { mediaDir });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await rm(mediaDir, { recursive: true, force: true });
  }, STARTUP_TIMEOUT_MS);

  it('serves a whole file without an apikey, with type, length, validators and caching headers', async () => {
    const response = await media('demo.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);

    const poster = await media('posters/demo%20poster.jpg');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(await poster.text()).toBe('jpeg bytes');
  });

  it('answers byte ranges with 206 and the exact bytes', async () => {
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=65000-', 65000, video.length - 1],
      ['bytes=-100', video.length - 100, video.length - 1],
      ['bytes=60000-999999', 60000, video.length - 1],
    ] as const) {
      const response = await media('demo.mp4', { headers: { range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 to an unsatisfiable range, 304 to a matching ETag, and HEAD without a body', async () => {
    const unsatisfiable = await media('demo.mp4', { headers: { range: `bytes=${video.length}-` } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe(`bytes */${video.length}`);

    const etag = (await media('demo.mp4', { method: 'HEAD' })).headers.get('etag') ?? '';
    expect((await media('demo.mp4', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const stale = await media('demo.mp4', { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    const head = await media('demo.mp4', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
  });

  it('answers 404 for missing files and never serves anything outside the folder', async () => {
    const missing = await media('nope.mp4');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
    for (const path of [
      '..%2Foutside-media.txt',
      '%2e%2e/outside-media.txt',
      'posters/..%2F..%2Foutside-media.txt',
      'posters%5C..%5C..%5Coutside-media.txt',
    ]) {
      const response = await media(path);
      expect([400, 404], path).toContain(response.status);
      expect(await response.text()).not.toContain('secret');
    }
    expect((await fetch(`${backend.url}/storage/v1/object/public/private-bucket/demo.mp4`)).status).toBe(404);
    expect((await media('demo.mp4', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('npm run backend (node supabase/local/server.mjs)', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backend-entry-'));
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the server as `npm run backend` does and waits for its banner. */
  async function startServer(): Promise<{ url: string; banner: () => string; stop: () => Promise<number | null> }> {
    const child = spawn(process.execPath, ['supabase/local/server.mjs'], {
      env: { ...process.env, PORT: '0', LOCAL_DATA_DIR: dataDir, LOCAL_ADMIN_TOKEN: ADMIN_TOKEN, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await eventually(() => {
      const match = /API URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1]) throw new Error(`no banner yet:\n${output}`);
      return match[1];
    }, STARTUP_TIMEOUT_MS);
    return {
      url,
      banner: () => output,
      stop: () =>
        new Promise((resolve) => {
          child.once('exit', (code) => resolve(code));
          child.kill('SIGTERM');
        }),
    };
  }

  it(
    'prints a banner with the URL and anon key, logs each request, and keeps data across a restart',
    async () => {
      const first = await startServer();
      expect(first.banner()).toContain(LOCAL_ANON_KEY);
      expect(first.banner()).toContain('20250101000000_leads_and_crypto_signups.sql');
      const id = randomUUID();
      const insert = await fetch(`${first.url}/rest/v1/leads`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ id, project: '@persisted' }),
      });
      expect(insert.status).toBe(201);
      await eventually(() => expect(first.banner()).toMatch(/POST \/rest\/v1\/leads -> 201/));
      expect(await first.stop()).toBe(0);

      const second = await startServer();
      expect(second.banner()).toContain('none (up to date)');
      const rows = (await (
        await fetch(`${second.url}/_local/rows/leads`, { headers: { 'x-local-admin': ADMIN_TOKEN } })
      ).json()) as { id: string }[];
      expect(rows.map((row) => row.id)).toEqual([id]);
      expect(await second.stop()).toBe(0);
    },
    3 * STARTUP_TIMEOUT_MS,
  );
});
