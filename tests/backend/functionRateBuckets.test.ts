/**
 * The functions' rate limit keeps no client address: its buckets are hashes keyed with the database's secret key,
 * as the lead limit's counters are, so the table cannot be read back into addresses.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';

describeOnEachDatabase('the functions’ rate-limit buckets', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);

  it('store a keyed hash of the address, never the address', async () => {
    const addresses = ['198.51.100.77', '2001:db8:77:1::5'];
    for (const address of addresses) {
      const response = await fetch(`${backend.url}/functions/v1/get-cryptoclient-data`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ clientId: randomUUID() }),
      });
      expect(response.status).toBe(404);
    }
    const buckets = (
      await backend.stack.database.query<{ bucket: string }>('select bucket from private.rate_limits', [])
    ).map((row) => row.bucket);
    expect(buckets.length).toBeGreaterThanOrEqual(addresses.length);
    for (const bucket of buckets) {
      expect(bucket).toMatch(/^[0-9a-f]{64}$/);
      for (const text of ['198.51.100', '2001:db8', 'get-cryptoclient-data']) expect(bucket).not.toContain(text);
    }
    // Keyed: not the plain SHA-256 of the bucket's name.
    const [plain] = await backend.stack.database.query<{ hash: string }>(
      "select encode(sha256(convert_to('get-cryptoclient-data:198.51.100.77', 'UTF8')), 'hex') as hash",
      [],
    );
    expect(buckets).not.toContain(plain?.hash);
  });
});
