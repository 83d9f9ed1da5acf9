/**
 * Who the two per-client limits count as one client (supabase/functions/_shared/clientAddress.ts and the
 * migration *_client_address_header.sql), with the local gateway behaving as a real one: it appends the
 * peer's address to X-Forwarded-For, and every request here comes from 127.0.0.1. A client cannot get a fresh
 * counter by sending headers: an untrusted CF-Connecting-IP and its own X-Forwarded-For entries are ignored,
 * a trusted header counts only when it holds an IP address, IPv6 counts per /64, and an oversized header is
 * refused with 400 rather than failing the request.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';

const LEADS_PER_HOUR = 20;
const CALLS_PER_MINUTE = 10;

let counter = 0;
/** A different address on every call, from 198.18.0.0/15 (benchmarking space). */
function freshIpv4(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

describeOnEachDatabase('client address of the per-client limits', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant, { trustCallerForwardedFor: false });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const insertLead = (headers: Record<string, string>, id = randomUUID()) =>
    fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', prefer: 'return=minimal', ...headers },
      body: JSON.stringify({ id, project: '@address_test' }),
    });
  const callFunction = (headers: Record<string, string>) =>
    fetch(`${backend.url}/functions/v1/get-cryptoclient-data`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ clientId: randomUUID() }),
    });
  const storedLeads = async () => (await backend.rows<{ id: string }>('leads')).length;

  /** Statuses of `count` lead inserts, each with the headers `headersFor(i)` gives. */
  async function leadStatuses(count: number, headersFor: (i: number) => Record<string, string>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await insertLead(headersFor(i))).status);
    return statuses;
  }
  async function functionStatuses(count: number, headersFor: (i: number) => Record<string, string>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await callFunction(headersFor(i))).status);
    return statuses;
  }
  const limited = (allowed: number, okStatus: number) => [...new Array<number>(allowed).fill(okStatus), 429];

  describe('with no trusted header (the default)', () => {
    const rotating = () => ({ 'cf-connecting-ip': freshIpv4(), 'x-forwarded-for': `${freshIpv4()}, ${freshIpv4()}` });

    it('does not reset the lead count for a client rotating CF-Connecting-IP and X-Forwarded-For', async () => {
      expect(await leadStatuses(LEADS_PER_HOUR + 1, rotating)).toEqual(limited(LEADS_PER_HOUR, 201));
      expect(await storedLeads()).toBe(LEADS_PER_HOUR);
    });

    it('does not reset the functions’ count for a client rotating those headers', async () => {
      expect(await functionStatuses(CALLS_PER_MINUTE + 1, rotating)).toEqual(limited(CALLS_PER_MINUTE, 404));
    });

    it('answers an oversized X-Forwarded-For with 400 and stores nothing', async () => {
      const huge = { 'x-forwarded-for': Array.from({ length: 500 }, freshIpv4).join(', ') };
      expect(huge['x-forwarded-for'].length).toBeGreaterThan(6000);
      const lead = await insertLead(huge);
      expect(lead.status).toBe(400);
      expect(await lead.json()).toMatchObject({ code: 'PT400', message: 'Client address header too large' });
      const call = await callFunction(huge);
      expect({ status: call.status, body: await call.json() }).toEqual({
        status: 400,
        body: { error: 'Header x-forwarded-for is too large' },
      });
      expect(await storedLeads()).toBe(0);
    });
  });

  describe('with CLIENT_ADDRESS_HEADER=cf-connecting-ip (a deployment behind Cloudflare)', () => {
    beforeAll(async () => {
      await backend.restart({
        functionSettings: {
          allowedOrigins: '*',
          rateLimitPerMinute: CALLS_PER_MINUTE,
          clientAddressHeader: 'cf-connecting-ip',
        },
      });
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await backend.restart({ functionSettings: { allowedOrigins: '*', rateLimitPerMinute: CALLS_PER_MINUTE } });
    }, STARTUP_TIMEOUT_MS);

    it('counts by that header, whatever X-Forwarded-For says, and other addresses separately', async () => {
      const real = freshIpv4();
      const fromReal = () => ({ 'cf-connecting-ip': real, 'x-forwarded-for': `${freshIpv4()}, ${freshIpv4()}` });
      expect(await leadStatuses(LEADS_PER_HOUR + 1, fromReal)).toEqual(limited(LEADS_PER_HOUR, 201));
      expect(await functionStatuses(CALLS_PER_MINUTE + 1, fromReal)).toEqual(limited(CALLS_PER_MINUTE, 404));
      const other = { 'cf-connecting-ip': freshIpv4() };
      expect((await insertLead(other)).status).toBe(201);
      expect((await callFunction(other)).status).toBe(404);
    });

    it('counts a value that is not an IP address as the peer, so rotating junk does not reset the count', async () => {
      const junk = (i: number) => ({ 'cf-connecting-ip': `not-an-address-${i}` });
      expect(await leadStatuses(LEADS_PER_HOUR + 1, junk)).toEqual(limited(LEADS_PER_HOUR, 201));
      expect(await functionStatuses(CALLS_PER_MINUTE + 1, junk)).toEqual(limited(CALLS_PER_MINUTE, 404));
      // A network is not an address either.
      expect((await insertLead({ 'cf-connecting-ip': '198.18.0.0/15' })).status).toBe(429);
    });

    it('counts IPv6 clients per /64', async () => {
      const inSlash64 = (i: number) => ({ 'cf-connecting-ip': `2001:db8:1:2:${(i + 1).toString(16)}::${i + 1}` });
      expect(await leadStatuses(LEADS_PER_HOUR + 1, inSlash64)).toEqual(limited(LEADS_PER_HOUR, 201));
      expect(await functionStatuses(CALLS_PER_MINUTE + 1, inSlash64)).toEqual(limited(CALLS_PER_MINUTE, 404));
      // The same /64 written out in full, and another /64 next to it.
      expect((await insertLead({ 'cf-connecting-ip': '2001:0db8:0001:0002:ffff:ffff:ffff:ffff' })).status).toBe(429);
      expect((await insertLead({ 'cf-connecting-ip': '2001:db8:1:3::1' })).status).toBe(201);
      expect((await callFunction({ 'cf-connecting-ip': '2001:db8:1:3::1' })).status).toBe(404);
    });

    it('answers an oversized trusted header with 400 and stores nothing', async () => {
      const huge = { 'cf-connecting-ip': '1'.repeat(6 * 1024) };
      const lead = await insertLead(huge);
      expect(lead.status).toBe(400);
      expect(await lead.json()).toMatchObject({ code: 'PT400', message: 'Client address header too large' });
      const call = await callFunction(huge);
      expect({ status: call.status, body: await call.json() }).toEqual({
        status: 400,
        body: { error: 'Header cf-connecting-ip is too large' },
      });
      expect(await storedLeads()).toBe(0);
    });
  });
});
