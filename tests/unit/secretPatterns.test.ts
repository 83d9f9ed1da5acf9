import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper of the secret scanner, no type declarations
import { findSecrets } from '../../scripts/lib/secretPatterns.mjs';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';

type Found = { name: string }[];
const jwt = (payload: object) =>
  [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    'c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  ].join('.');

// Secrets are assembled at run time so that this file itself never looks like a leak.
describe('secret scanner', () => {
  it('lets the public anon key through', () => {
    expect(findSecrets(`const key = '${LOCAL_ANON_KEY}'`)).toEqual([]);
  });

  it.each([
    ['a service-role JWT', jwt({ iss: 'supabase-demo', role: 'service_role' }), 'JWT with role service_role'],
    [
      'a Slack webhook',
      `https://hooks.slack.com/services/${'T0123ABCD'}/${'B0123ABCD'}/${'abcdefghijkl'}`,
      'Slack webhook URL',
    ],
    ['a Stripe secret key', `${'sk'}_live_${'a1b2c3d4e5f6g7h8'}`, 'Stripe secret key'],
    ['a private key', `-----BEGIN ${'RSA PRIVATE'} KEY-----`, 'private key'],
    ['a JWT secret', `${'JWT'}_SECRET=${'x'.repeat(32)}`, 'JWT secret assignment'],
  ])('finds %s', (_label, text, name) => {
    expect((findSecrets(`prefix ${text} suffix`) as Found).map((f) => f.name)).toContain(name);
  });
});
