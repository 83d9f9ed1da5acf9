// A PostgreSQL of its own for `npm run lhci:server` on this machine, so a local server needs neither a database
// URL nor a package installed at run time: a cluster in `dir`, made once with a password of its own (kept in the
// folder, readable by its owner only, never asked of anyone), listening on 127.0.0.1 on a free port while the
// server runs. The binaries are Debian's postgresql-15 package's (POSTGRES_15_BIN to use others).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const POSTGRES_BIN = process.env.POSTGRES_15_BIN ?? '/usr/lib/postgresql/15/bin';
const USER = 'lhci';
const DATABASE = 'lhci';

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user, who owns the cluster. */
const asRoot = process.getuid?.() === 0;
async function postgres(binary, args, env = {}) {
  const command = join(POSTGRES_BIN, binary);
  const options = { env: { ...process.env, ...env } };
  if (asRoot) return run('runuser', ['-u', 'postgres', '--', command, ...args], options);
  return run(command, args, options);
}

/** Starts the cluster in `dir` (made on first use); resolves to its connection URL and a function that stops it. */
export async function startLocalPostgres(dir) {
  if (!existsSync(join(POSTGRES_BIN, 'initdb')))
    throw new Error(
      `No PostgreSQL in ${POSTGRES_BIN}: install Debian's postgresql-15 (or set POSTGRES_15_BIN), or give the server a database with LHCI_DATABASE_URL.`,
    );
  const home = resolve(dir);
  const data = join(home, 'data');
  const passwordFile = join(home, 'password');
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  if (fresh) {
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true, mode: 0o700 });
    writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    if (asRoot) {
      const [uid, gid] = await Promise.all(
        ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
      );
      chownSync(home, uid, gid);
      chownSync(passwordFile, uid, gid);
    }
    chmodSync(home, 0o700);
    await postgres('initdb', [
      '-D',
      data,
      '-U',
      USER,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  await postgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(home, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${home}`,
    '-w',
    'start',
  ]);
  if (fresh)
    await postgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', USER, DATABASE], { PGPASSWORD: password });
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => undefined),
  };
}
