/**
 * A throwaway PostgreSQL 15 server for the backend tests: initdb into a temporary folder, pg_ctl on 127.0.0.1
 * and a free port, stopped and deleted afterwards. initdb refuses to run as root, so as root it runs as the
 * `postgres` user.
 */

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's postgresql-15 package puts the server binaries; POSTGRES_15_BIN overrides it. */
export const POSTGRES_15_BIN = process.env.POSTGRES_15_BIN ?? '/usr/lib/postgresql/15/bin';
export const postgres15Available = existsSync(join(POSTGRES_15_BIN, 'initdb'));

export interface Postgres15 {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

async function asPostgresUser(binary: string, args: string[]): Promise<void> {
  const command = join(POSTGRES_15_BIN, binary);
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
  else await run(command, args);
}

export async function startPostgres15(): Promise<Postgres15> {
  const dir = await mkdtemp(join(tmpdir(), 'backend-pg15-'));
  if (process.getuid?.() === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    await chown(dir, uid, gid);
  }
  const data = join(dir, 'data');
  await asPostgresUser('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = `-k ${dir} -c listen_addresses=127.0.0.1 -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asPostgresUser('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asPostgresUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
