// `npm run check:functions`: what `supabase functions deploy` needs from each edge function, checked without a
// Supabase project. `deno check` type-checks every function once (with the pinned npm: versions of
// supabase/functions/deno.json), then each function is bundled on its own, as a deploy bundles it, so an import
// that does not resolve from that function's folder (a shared file moved, a path into src/shared/ mistyped) fails
// here. The bundles go to a temporary folder and are deleted; their sizes are printed.
// The first run downloads the pinned npm packages into Deno's cache (npm registry access needed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const deno = join(root, 'node_modules/.bin/deno');
const config = 'supabase/functions/deno.json';
// Every folder of supabase/functions but the ones starting with `_` (code the functions share) is a function.
const names = readdirSync(join(root, 'supabase/functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();
const entryOf = (name) => `supabase/functions/${name}/index.ts`;

const run = (args) =>
  spawnSync(deno, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } }).status === 0;

if (!run(['check', '--config', config, ...names.map(entryOf)])) {
  console.error('check:functions: deno check failed');
  process.exit(1);
}

const outDir = mkdtempSync(join(tmpdir(), 'rr-functions-'));
const failed = [];
try {
  for (const name of names) {
    const output = join(outDir, `${name}.js`);
    if (run(['bundle', '--quiet', '--config', config, '--platform', 'deno', entryOf(name), '-o', output])) {
      console.log(`bundled ${name}: ${(statSync(output).size / 1024).toFixed(1)} KB`);
    } else {
      failed.push(name);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`check:functions: could not bundle ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`check:functions: ${names.length} functions type-checked and bundled`);
