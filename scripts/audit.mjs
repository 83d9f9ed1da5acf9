// `npm audit` over the runtime dependencies: fails on any high or critical advisory. Where the registry's
// advisory service cannot be reached (offline machines), it says so loudly instead of pretending to pass.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  console.warn('npm audit: the advisory service could not be reached from this machine; dependencies NOT audited.');
  console.warn((report?.error?.summary ?? run.stderr.split('\n').find((line) => line.includes('audit')) ?? '').trim());
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (runtime): ${JSON.stringify(counts)}`);
process.exit(serious > 0 ? 1 : 0);
