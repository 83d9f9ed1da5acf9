// What a leaked secret looks like. Shared by scripts/scan-secrets.mjs and its unit test.

/** Decodes a JWT's payload, or null if the text is not a JWT. */
function jwtPayload(token) {
  try {
    const json = Buffer.from(token.split('.')[1], 'base64url').toString('utf8');
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const PATTERNS = [
  { name: 'private key', regex: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
  { name: 'Slack webhook URL', regex: /hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+/g },
  { name: 'Stripe secret key', regex: /\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{10,}/g },
  { name: 'JWT secret assignment', regex: /\b(?:JWT_SECRET|SUPABASE_JWT_SECRET)\s*[=:]\s*["']?[A-Za-z0-9+/_-]{20,}/g },
  { name: 'service-role key assignment', regex: /\bSERVICE_ROLE_KEY\s*[=:]\s*["']?eyJ[A-Za-z0-9_-]{10,}/g },
];

/** Lists the secrets found in a text: `{ name, sample }` each. */
export function findSecrets(text) {
  const found = [];
  for (const { name, regex } of PATTERNS) {
    for (const match of text.matchAll(regex)) found.push({ name, sample: `${match[0].slice(0, 24)}…` });
  }
  // Any JWT whose role is not `anon` grants more than the public may have.
  for (const match of text.matchAll(/\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)) {
    const payload = jwtPayload(match[0]);
    if (payload && typeof payload === 'object' && 'role' in payload && payload.role !== 'anon') {
      found.push({ name: `JWT with role ${payload.role}`, sample: `${match[0].slice(0, 24)}…` });
    }
  }
  return found;
}
