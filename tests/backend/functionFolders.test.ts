/**
 * Every function the local stack serves is deployed from a folder of its own, and no other. Whether each of
 * those folders type-checks and bundles is `npm run check:functions` (scripts/check-functions.mjs), which
 * `npm test` runs once before the tests.
 */

import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../supabase/functions/_shared/functions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

it('deploys every function the local stack serves from a folder of its own', async () => {
  const functions = (await readdir(`${root}supabase/functions`, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => `supabase/functions/${entry.name}/index.ts`);
  expect(functions.toSorted()).toEqual(FUNCTION_NAMES.map((name) => `supabase/functions/${name}/index.ts`).toSorted());
});
