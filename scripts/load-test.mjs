// Load test of lead submission: CONNECTIONS concurrent visitors insert leads through POST /rest/v1/leads with
// supabase-js, exactly as the site does, for SECONDS seconds against a local stack started here (free port,
// in-memory PGlite, or a throwaway PostgreSQL 15 with --postgres15). Then every lead answered 201 must be in
// the database exactly once, and no row may be one that was never sent: the run fails (exit 1) on any error
// (a timeout included: the site's 10 s), lost or duplicated row. Prints requests/s, p50/p99 latency and the
// stack's peak memory, and writes a Markdown report to reports/load/.
//
//   node scripts/load-test.mjs [--connections=50] [--seconds=30] [--warmup-seconds=5] [--postgres15]
//                              [--one-address] [--no-report]
//
// Each visitor has its own client address unless --one-address, where all share one (as every e2e browser
// does): then every insert queues on the same counter row of the per-address lead limit.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    'warmup-seconds': { type: 'string', default: '5' },
    postgres15: { type: 'boolean', default: false },
    'one-address': { type: 'boolean', default: false },
    'no-report': { type: 'boolean', default: false },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const warmupSeconds = Number(args['warmup-seconds']);
if (
  !(
    Number.isInteger(connections) &&
    connections > 0 &&
    Number.isFinite(seconds) &&
    seconds > 0 &&
    Number.isFinite(warmupSeconds) &&
    warmupSeconds >= 0
  )
) {
  console.error('--connections must be a positive integer, --seconds positive, --warmup-seconds zero or more');
  process.exit(2);
}

const ROOT = new URL('..', import.meta.url);
const ADMIN_TOKEN = `load-test-${randomUUID()}`;
/** The site's own per-request timeout (src/lib/outbox/httpOutcome.ts SEND_TIMEOUT_MS). */
const REQUEST_TIMEOUT_MS = 10_000;

async function procStatusMegabytes(pid, field) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** A PostgreSQL 15 server for this run only, from the backend tests' helper (TypeScript, loaded with tsx). */
async function throwawayPostgres15() {
  const { tsImport } = await import('tsx/esm/api');
  const { postgres15Available, POSTGRES_15_BIN, startPostgres15 } = await tsImport(
    '../tests/backend/postgres15.ts',
    import.meta.url,
  );
  if (!postgres15Available) throw new Error(`--postgres15: ${POSTGRES_15_BIN}/initdb is missing`);
  return startPostgres15();
}

/** Starts `node supabase/local/server.mjs` on a free port and resolves once its banner names the URL. */
async function startStack(databaseUrl) {
  const env = {
    ...process.env,
    PORT: '0',
    LOCAL_DATA_DIR: 'memory://',
    LOCAL_ADMIN_TOKEN: ADMIN_TOKEN,
    // High limits: this measures throughput, not the limits (tests/backend covers those).
    LEAD_LIMIT_PER_IP_PER_HOUR: '100000000',
    FUNCTION_RATE_LIMIT_PER_MINUTE: '100000000',
    // Each simulated visitor names its own address in X-Forwarded-For.
    LOCAL_TRUST_FORWARDED_FOR: '1',
  };
  // Never a database this script did not create: the row check needs the leads table to start empty.
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = spawn(process.execPath, ['supabase/local/server.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const errors = [];
  const url = await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the stack exited with ${code}:\n${output}`)));
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /API URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
  });
  // One log line per request: kept out of the console, but any 5xx or stack trace the server logs is an error.
  server.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (/ -> 5\d\d |Error|error:/.test(line)) errors.push(line);
  });
  server.stderr.on('data', (chunk) => errors.push(String(chunk).trim()));
  const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
  if (!anonKey) throw new Error(`no anon key in the banner:\n${output}`);
  return { server, url, anonKey, databaseLine: /database\s+(.*?);/.exec(output)?.[1] ?? '?', errors };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One visitor: inserts leads back to back until the deadline, recording each outcome. */
async function visitor(supabase, index, deadline, outcome) {
  for (let n = 0; performance.now() < deadline; n += 1) {
    const lead = {
      id: randomUUID(),
      project: `@load_${index}_${n}`,
      telegram: null,
      email: `load${index}@example.com`,
      role: 'Other',
      page_path: '/l1',
      utm_source: 'load-test',
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      referrer: null,
    };
    outcome.sent.add(lead.id);
    const started = performance.now();
    let status = 0;
    let problem = null;
    try {
      const result = await supabase.from('leads').insert(lead).abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
      status = result.status;
      if (result.error) {
        // No answer (status 0): supabase-js puts what happened to the connection in `details`.
        const cause = /Caused by: [^\n]*/.exec(result.error.details ?? '')?.[0];
        problem = `${result.status} ${result.error.code ?? ''} ${result.error.message}${cause ? ` (${cause})` : ''}`;
      }
    } catch (error) {
      // fetch's own message is generic ("fetch failed"): its cause says what happened to the connection.
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      problem = `no answer: ${error instanceof Error ? error.message : String(error)}${cause}`;
    }
    outcome.latencies.push(performance.now() - started);
    if (status === 201 && !problem) outcome.accepted.add(lead.id);
    else outcome.failures.push(problem ?? `unexpected status ${status}`);
  }
}

async function verifyRows(url, { sent, accepted }) {
  const response = await fetch(`${url}/_local/rows/leads`, { headers: { 'x-local-admin': ADMIN_TOKEN } });
  if (!response.ok) throw new Error(`/_local/rows/leads answered ${response.status}`);
  const rows = await response.json();
  const seen = new Map();
  for (const row of rows) seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
  return {
    stored: rows.length,
    lost: [...accepted].filter((id) => !seen.has(id)),
    duplicated: [...seen].filter(([, count]) => count > 1).map(([id]) => id),
    // Sent, stored, but not answered 201 (the client gave up first): the site's outbox would retry and get 409.
    unanswered: [...seen.keys()].filter((id) => sent.has(id) && !accepted.has(id)),
    unexpected: [...seen.keys()].filter((id) => !sent.has(id)),
  };
}

function markdownReport(figures) {
  const { when, databaseLine, verdict } = figures;
  return [
    `# Lead insert load test, ${when}`,
    '',
    `Verdict: **${verdict}**`,
    '',
    '| setting | value |',
    '| --- | --- |',
    `| command | \`${['node scripts/load-test.mjs', ...process.argv.slice(2)].join(' ')}\` |`,
    `| concurrent visitors | ${connections} (${args['one-address'] ? 'one shared address' : 'one address each'}) |`,
    `| duration | ${seconds} s, after a ${warmupSeconds} s warm-up with up to 5 visitors (checked, not in the figures) |`,
    `| database | ${databaseLine} |`,
    `| Node | ${process.version} on ${process.platform}/${process.arch} |`,
    `| machine load (1-min average) | ${figures.load} |`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${figures.requests} (${figures.failures} failed) |`,
    `| throughput | ${figures.rps.toFixed(1)} requests/s |`,
    `| latency p50 / p99 / max | ${figures.p50.toFixed(1)} / ${figures.p99.toFixed(1)} / ${figures.max.toFixed(1)} ms |`,
    `| rows stored | ${figures.stored} (lost ${figures.lost}, duplicated ${figures.duplicated}, unexpected ${figures.unexpected}; stored after the client gave up ${figures.unanswered}) |`,
    `| stack RSS at rest / peak / after | ${figures.rssAtRest.toFixed(0)} / ${figures.rssPeak.toFixed(0)} / ${figures.rssAfter.toFixed(0)} MB |`,
    '',
    ...(figures.problems.length
      ? ['First problems:', '', ...figures.problems.map((problem) => `- \`${problem}\``), '']
      : []),
  ].join('\n');
}

const postgres = args.postgres15 ? await throwawayPostgres15() : null;
let stack;
try {
  stack = await startStack(postgres?.url);
  const { server, url, anonKey } = stack;
  const rssAtRest = await procStatusMegabytes(server.pid, 'VmRSS');

  const outcome = { latencies: [], sent: new Set(), accepted: new Set(), failures: [] };
  const loadBefore = loadavg()[0];
  const clients = Array.from({ length: connections }, (_, index) =>
    createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket },
      global: {
        headers: args['one-address'] ? {} : { 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` },
      },
    }),
  );
  if (warmupSeconds > 0) {
    // PGlite runs in WebAssembly, which is slow until the engine has compiled its hot paths: a few visitors
    // warm it up first. Their leads are checked with the rest but left out of the figures.
    const warmup = { latencies: [], sent: outcome.sent, accepted: outcome.accepted, failures: outcome.failures };
    const warmupDeadline = performance.now() + warmupSeconds * 1000;
    await Promise.all(clients.slice(0, 5).map((supabase, index) => visitor(supabase, index, warmupDeadline, warmup)));
    console.log(
      `warm-up: ${warmup.latencies.length} leads in ${warmupSeconds} s from ${Math.min(5, connections)} visitors`,
    );
  }
  console.log(`${connections} visitors inserting leads for ${seconds} s against ${url} (${stack.databaseLine})`);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(clients.map((supabase, index) => visitor(supabase, index, deadline, outcome)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const rssPeak = await procStatusMegabytes(server.pid, 'VmHWM'); // the kernel's high-water mark of RSS
  const rssAfter = await procStatusMegabytes(server.pid, 'VmRSS');

  const loadAfter = loadavg()[0];
  const rows = await verifyRows(url, outcome);
  const sorted = outcome.latencies.toSorted((a, b) => a - b);
  const figures = {
    when: new Date().toISOString(),
    databaseLine: stack.databaseLine,
    requests: outcome.latencies.length,
    failures: outcome.failures.length,
    rps: outcome.latencies.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    stored: rows.stored,
    lost: rows.lost.length,
    duplicated: rows.duplicated.length,
    unanswered: rows.unanswered.length,
    unexpected: rows.unexpected.length,
    load: `${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (${cpus().length} CPUs)`,
    rssAtRest,
    rssPeak,
    rssAfter,
    problems: [
      ...new Set([
        ...outcome.failures,
        ...stack.errors,
        ...rows.lost.map((id) => `lost: lead ${id} was answered 201 but is not stored`),
        ...rows.duplicated.map((id) => `duplicated: lead ${id} is stored more than once`),
        ...rows.unexpected.map((id) => `unexpected: lead ${id} is stored but was never sent`),
      ]),
    ].slice(0, 10),
  };
  const failed =
    figures.failures > 0 ||
    figures.lost > 0 ||
    figures.duplicated > 0 ||
    figures.unexpected > 0 ||
    stack.errors.length > 0 ||
    figures.requests === 0;
  figures.verdict = failed ? 'FAILED' : 'passed';

  console.log(`  requests     ${figures.requests} in ${elapsedSeconds.toFixed(1)} s, failed ${figures.failures}`);
  console.log(`  throughput   ${figures.rps.toFixed(1)} requests/s`);
  console.log(
    `  latency ms   p50 ${figures.p50.toFixed(1)}, p99 ${figures.p99.toFixed(1)}, max ${figures.max.toFixed(1)}`,
  );
  console.log(
    `  rows         ${figures.stored} stored; lost ${figures.lost}, duplicated ${figures.duplicated}, ` +
      `unexpected ${figures.unexpected}; stored after the client gave up ${figures.unanswered}`,
  );
  console.log(`  load average ${figures.load}`);
  console.log(
    `  stack RSS    at rest ${rssAtRest.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB`,
  );
  for (const problem of figures.problems) console.log(`  problem      ${problem}`);
  console.log(`  verdict      ${figures.verdict}`);

  if (!args['no-report']) {
    const folder = new URL('reports/load/', ROOT);
    await mkdir(folder, { recursive: true });
    const file = new URL(
      `${figures.when.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}-${postgres ? 'postgres15' : 'pglite'}.md`,
      folder,
    );
    await writeFile(file, markdownReport(figures));
    console.log(`  report       ${file.pathname}`);
  }
  if (failed) process.exitCode = 1;
} finally {
  if (stack && stack.server.exitCode === null) {
    stack.server.kill('SIGTERM');
    await new Promise((resolve) => stack.server.once('exit', resolve));
  }
  await postgres?.stop();
}
