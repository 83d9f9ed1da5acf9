// Throughput of the local stack for lead inserts, the way the site sends them, and its memory at rest.
// Starts `node supabase/local/server.mjs` on a free port with a fresh PGlite folder (or DATABASE_URL if set),
// then runs autocannon: BENCH_CONNECTIONS (20) concurrent clients for BENCH_SECONDS (10) seconds.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ANON_KEY = /LOCAL_ANON_KEY\s*=\s*'([^']+)'/.exec(
  await readFile(new URL('../src/config.ts', import.meta.url), 'utf8'),
)?.[1];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = await mkdtemp(join(tmpdir(), 'backend-bench-'));

async function residentMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const server = spawn(process.execPath, ['supabase/local/server.mjs'], {
  cwd: new URL('..', import.meta.url),
  env: { ...process.env, PORT: '0', LOCAL_DATA_DIR: join(dataDir, 'db') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  let output = '';
  server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /API URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match) resolve(match[1]);
  });
});
server.stdout.resume(); // one log line per request: drain them, do not print

try {
  const atRest = await residentMegabytes(server.pid);
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/rest/v1/leads',
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'application/json',
          'content-profile': 'public',
        },
        // A new lead (id) per request, as the site sends it.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            id: randomUUID(),
            project: '@bench',
            telegram: null,
            email: 'bench@example.com',
            role: 'Other',
          }),
        }),
      },
    ],
  });
  const afterLoad = await residentMegabytes(server.pid);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(`lead inserts, ${connections} connections for ${duration}s against ${url}`);
  console.log(
    `  requests/s   mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}, failed ${non2xx}`,
  );
  console.log(`  latency ms   p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`);
  console.log(`  server RSS   at rest ${atRest.toFixed(0)} MB, right after the load ${afterLoad.toFixed(0)} MB`);
  if (non2xx > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
