// `npm run lhci:server`: a Lighthouse CI server on this machine, the history of the gate's runs (docs/performance.md,
// "History"). It stores in PostgreSQL when LHCI_DATABASE_URL is set, else in a SQLite file under reports/ (the
// `sqlite3` package, installed on first use). Listens on 127.0.0.1 only: put it behind a proxy with TLS and
// basic auth (LHCI_BASIC_AUTH_USERNAME / _PASSWORD) before anyone else reaches it.
//
//   LHCI_SERVER_PORT     port (default 9001, the one LHCI's docs use)
//   LHCI_DATABASE_URL    postgres://user:password@host:port/database; absent: SQLite in LHCI_SQLITE_PATH
//   LHCI_SQLITE_PATH     default reports/lhci-server/lhci.sqlite
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);
const { createServer } = require('@lhci/server');

/** The version LHCI's own SQL storage was checked with. */
const SQLITE3_VERSION = '6.0.1';

/**
 * Asked of a new process: one that looked for the package and missed remembers the miss, so neither this process
 * nor LHCI in it may look before it is installed.
 */
export function isSqliteInstalled() {
  return spawnSync(process.execPath, ['-e', "require.resolve('sqlite3')"], { stdio: 'ignore' }).status === 0;
}

/**
 * LHCI's storage options for this environment: PostgreSQL when a URL is given, SQLite otherwise. The `sqlite3`
 * package is installed on first use, not with the project: it builds from source (node-gyp, several minutes),
 * and neither CI nor anyone who points the server at PostgreSQL needs it.
 */
export function storageFor(env = process.env) {
  if (env.LHCI_DATABASE_URL)
    return { storageMethod: 'sql', sqlDialect: 'postgres', sqlConnectionUrl: env.LHCI_DATABASE_URL };
  if (!isSqliteInstalled()) {
    console.log(`Installing sqlite3@${SQLITE3_VERSION} for the SQLite store (once; built from source)...`);
    const install = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', `sqlite3@${SQLITE3_VERSION}`],
      { stdio: 'inherit' },
    );
    if (install.status !== 0 || !isSqliteInstalled()) {
      throw new Error(
        'The SQLite store needs the sqlite3 package, which did not install (it is built with node-gyp); set LHCI_DATABASE_URL instead.',
      );
    }
  }
  const sqlDatabasePath = env.LHCI_SQLITE_PATH ?? 'reports/lhci-server/lhci.sqlite';
  mkdirSync(dirname(sqlDatabasePath), { recursive: true });
  return { storageMethod: 'sql', sqlDialect: 'sqlite', sqlDatabasePath };
}

/** Starts the server on 127.0.0.1 with the storage `env` asks for; `port` 0 takes a free one. */
export async function startLhciServer({ port = 9001, env = process.env, logLevel = 'verbose' } = {}) {
  const storage = storageFor(env);
  const basicAuth =
    env.LHCI_BASIC_AUTH_USERNAME && env.LHCI_BASIC_AUTH_PASSWORD
      ? { username: env.LHCI_BASIC_AUTH_USERNAME, password: env.LHCI_BASIC_AUTH_PASSWORD }
      : undefined;
  const server = await createServer({ port, host: '127.0.0.1', storage, basicAuth, logLevel });
  return { ...server, url: `http://127.0.0.1:${server.port}`, storage };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startLhciServer({ port: Number(process.env.LHCI_SERVER_PORT ?? 9001) });
  const { storage } = server;
  const where =
    storage.sqlDialect === 'postgres' ? 'PostgreSQL (LHCI_DATABASE_URL)' : `SQLite (${storage.sqlDatabasePath})`;
  console.log(`Lighthouse CI server on ${server.url}, storing in ${where}.`);
  console.log('First time: `npx lhci wizard` creates the project and prints its build token (docs/performance.md).');
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void server.close().then(() => process.exit(0)));
}
