/**
 * The gate's history: a Lighthouse CI server (scripts/lhci-server.mjs) on the PostgreSQL 15 the backend tests start
 * (LHCI_DATABASE_URL), and on the PostgreSQL it starts itself when given none, asking for nothing; a project created
 * through its API, one real Lighthouse run of the built home page uploaded the way
 * scripts/lhci.mjs uploads (scripts/lib/lhciUpload.mjs, LHCI's own CLI), then the build and its scores read back
 * through the server's API.
 */
import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLhciServer } from '../../scripts/lhci-server.mjs';
import { uploadTargets } from '../../scripts/lib/lhciUpload.mjs';
import { STARTUP_TIMEOUT_MS } from './harness.ts';
import { type Postgres15, postgres15Available, POSTGRES_15_BIN, startPostgres15 } from './postgres15.ts';

const run = promisify(execFile);
const FIXTURE = resolve('tests/backend/fixtures/lhr-home.json');
const LHCI_CLI = resolve('node_modules/@lhci/cli/src/cli.js');
/** What `lhci upload` would otherwise ask git for: the fixture's folder is no repository. */
const BUILD_CONTEXT = {
  LHCI_BUILD_CONTEXT__CURRENT_HASH: 'a'.repeat(40),
  LHCI_BUILD_CONTEXT__ANCESTOR_HASH: 'b'.repeat(40),
  LHCI_BUILD_CONTEXT__CURRENT_BRANCH: 'main',
  LHCI_BUILD_CONTEXT__COMMIT_TIME: '2026-11-27T01:49:02Z',
  LHCI_BUILD_CONTEXT__COMMIT_MESSAGE: 'A build of the site',
  LHCI_BUILD_CONTEXT__AUTHOR: 'CI <ci@replyrocket.example>',
  LHCI_BUILD_CONTEXT__AVATAR_URL: 'https://www.gravatar.com/avatar/0',
};

interface Build {
  id: string;
  hash: string;
  branch: string;
  lifecycle: string;
}
interface Run {
  url: string;
  lhr: string;
}
interface Statistic {
  name: string;
  url: string;
  value: number;
}

type Store = 'PostgreSQL 15 at LHCI_DATABASE_URL' | 'its own PostgreSQL, with no URL given';
const stores: Store[] = [];
if (postgres15Available) stores.push('PostgreSQL 15 at LHCI_DATABASE_URL', 'its own PostgreSQL, with no URL given');
else if (process.env.REQUIRE_POSTGRES_15)
  throw new Error(`REQUIRE_POSTGRES_15 is set but ${POSTGRES_15_BIN}/initdb is missing`);
else console.warn(`LHCI server on PostgreSQL 15 NOT RUN: ${POSTGRES_15_BIN}/initdb is missing`);

describe.each(stores)('Lighthouse CI server on %s', (store) => {
  let postgres: Postgres15 | undefined;
  let server: Awaited<ReturnType<typeof startLhciServer>>;
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lhci-upload-'));
    // Open to the database's own user, as a checkout's reports/ folder is: mkdtemp makes it the owner's alone.
    await chmod(work, 0o755);
    await mkdir(join(work, '.lighthouseci'));
    await copyFile(FIXTURE, join(work, '.lighthouseci', 'lhr-1.json'));
    postgres = store === 'PostgreSQL 15 at LHCI_DATABASE_URL' ? await startPostgres15() : undefined;
    const env = postgres ? { LHCI_DATABASE_URL: postgres.url } : { LHCI_POSTGRES_DIR: join(work, 'postgres') };
    server = await startLhciServer({ port: 0, env, logLevel: 'silent' });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${server.url}/v1${path}`, {
      headers: { 'content-type': 'application/json' },
      ...init,
    });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as T;
  };

  it('takes an upload from lhci upload and gives the build and its scores back', async () => {
    expect(server.storage.sqlDialect).toBe('postgres');
    const project = await api<{ id: string; token: string }>('/projects', {
      method: 'POST',
      body: JSON.stringify({
        name: 'ReplyRocket site',
        externalUrl: 'https://github.com/replyrocket/site',
        baseBranch: 'main',
        slug: '',
      }),
    });
    expect(project.token).toMatch(/\S{8,}/);

    const env = { ...process.env, ...BUILD_CONTEXT, LHCI_SERVER_BASE_URL: server.url, LHCI_BUILD_TOKEN: project.token };
    const targets = uploadTargets(join(work, 'lighthouserc.json'), env).filter((args) =>
      args.includes('--target=lhci'),
    );
    expect(targets).toHaveLength(1);
    // Without the --config of the gate (it is not written in this folder): the flags say everything.
    const args = targets[0]!.filter((arg) => !arg.startsWith('--config='));
    await run(process.execPath, [LHCI_CLI, ...args], { cwd: work, env });

    const lhr = JSON.parse(await readFile(FIXTURE, 'utf8')) as {
      finalUrl: string;
      categories: Record<string, { score: number }>;
    };
    const builds = await api<Build[]>(`/projects/${project.id}/builds`);
    expect(builds).toHaveLength(1);
    expect(builds[0]).toMatchObject({
      hash: BUILD_CONTEXT.LHCI_BUILD_CONTEXT__CURRENT_HASH,
      branch: 'main',
      lifecycle: 'sealed',
    });

    const runs = await api<Run[]>(`/projects/${project.id}/builds/${builds[0]!.id}/runs`);
    expect(runs).toHaveLength(1);
    const stored = JSON.parse(runs[0]!.lhr) as typeof lhr;
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      expect(stored.categories[id]!.score, id).toBe(lhr.categories[id]!.score);
    }

    // The server's own aggregates of the build, which its dashboard charts over time.
    const statistics = await api<Statistic[]>(`/projects/${project.id}/builds/${builds[0]!.id}/statistics`);
    const performance = statistics.find((s) => s.name === 'category_performance_median');
    expect(performance?.value).toBeCloseTo(lhr.categories.performance!.score, 5);
  }, 120_000);
});
