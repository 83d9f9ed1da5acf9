// Fails if a secret is in the built site (dist/) or in any file git tracks: service-role or other
// non-anon JWTs, JWT secrets, Slack webhook URLs, Stripe secret keys, private keys.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findSecrets } from './lib/secretPatterns.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
const MAX = 4 * 1024 * 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const files = [...(existsSync(dist) ? walk(dist) : []), ...tracked.filter((file) => existsSync(file))];
let problems = 0;
for (const file of files) {
  if (statSync(file).size > MAX) continue;
  const text = readFileSync(file, 'utf8');
  if (text.includes('\0')) continue; // binary
  for (const secret of findSecrets(text)) {
    problems += 1;
    console.error(`${file}: ${secret.name} (${secret.sample})`);
  }
}
console.log(`Scanned ${files.length} files (${dist}/ and the git tree): ${problems} secret(s) found.`);
process.exit(problems ? 1 : 0);
