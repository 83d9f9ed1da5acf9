/**
 * supabase/config.toml as a hosted project and `supabase start` read it: the site has no accounts, so nobody may
 * sign up through the auth API with the public key.
 */

import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';

/** The `key = value` lines of one [section] of a TOML file (enough for this file's flat sections). */
function section(toml: string, name: string): Record<string, string> {
  const lines = toml.split('\n');
  const start = lines.findIndex((line) => line.trim() === `[${name}]`);
  expect(start, `[${name}]`).toBeGreaterThan(-1);
  const values: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim().startsWith('[')) break;
    const match = /^\s*([a-z_]+)\s*=\s*(.+?)\s*$/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

it('turns sign-ups off, by email and altogether', async () => {
  const toml = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
  expect(section(toml, 'auth').enable_signup).toBe('false');
  expect(section(toml, 'auth.email').enable_signup).toBe('false');
});
