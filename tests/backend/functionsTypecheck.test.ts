/** `deno check` passes on every edge function, with the pinned npm: versions of supabase/functions/deno.json. */

import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../supabase/functions/_shared/functions.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

it('type-checks every edge function with deno check', async () => {
  const functions = (await readdir(`${root}supabase/functions`, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => `supabase/functions/${entry.name}/index.ts`);
  // Every function the local stack serves is deployed from a folder of its own, and no other.
  expect(functions.toSorted()).toEqual(FUNCTION_NAMES.map((name) => `supabase/functions/${name}/index.ts`).toSorted());
  // Rejects, with deno's diagnostics, on any type error. The first run downloads the pinned npm packages
  // into Deno's cache (npm registry access needed); later runs reuse its cached results.
  await run(`${root}node_modules/.bin/deno`, ['check', '--config', 'supabase/functions/deno.json', ...functions], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
  });
}, 180_000);
