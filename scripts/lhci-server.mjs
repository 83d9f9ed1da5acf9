// `npm run lhci:server`: a Lighthouse CI server on this machine, the history of the gate's runs (docs/performance.md,
// "History"). It stores in PostgreSQL: the database at LHCI_DATABASE_URL when it is set, else a PostgreSQL of its own
// in reports/lhci-server/postgres (scripts/lib/localPostgres.mjs: made on first run, its password kept there, nothing
// asked and nothing installed at run time). Listens on 127.0.0.1 only: put it behind a proxy with TLS and basic auth
// (LHCI_BASIC_AUTH_USERNAME / _PASSWORD) before anyone else reaches it.
//
//   LHCI_SERVER_PORT     port (default 9001, the one LHCI's docs use)
//   LHCI_DATABASE_URL    postgres://user:password@host:port/database; absent: the local PostgreSQL
//   LHCI_POSTGRES_DIR    the local PostgreSQL's folder (default reports/lhci-server/postgres)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startLocalPostgres } from './lib/localPostgres.mjs';

const require = createRequire(import.meta.url);
const { createServer } = require('@lhci/server');

/**
 * LHCI's storage for `env`: the PostgreSQL at LHCI_DATABASE_URL, or the local one, started here (`stop` stops it
 * with the server).
 */
export async function storageFor(env = process.env) {
  const local = env.LHCI_DATABASE_URL
    ? undefined
    : await startLocalPostgres(env.LHCI_POSTGRES_DIR ?? 'reports/lhci-server/postgres');
  const url = env.LHCI_DATABASE_URL ?? local.url;
  return {
    storage: { storageMethod: 'sql', sqlDialect: 'postgres', sqlConnectionUrl: url },
    where: local ? 'a PostgreSQL of its own (LHCI_POSTGRES_DIR)' : 'PostgreSQL (LHCI_DATABASE_URL)',
    stop: async () => local?.stop(),
  };
}

/** Starts the server on 127.0.0.1 with the storage `env` asks for; `port` 0 takes a free one. */
export async function startLhciServer({ port = 9001, env = process.env, logLevel = 'verbose' } = {}) {
  const { storage, where, stop } = await storageFor(env);
  const basicAuth =
    env.LHCI_BASIC_AUTH_USERNAME && env.LHCI_BASIC_AUTH_PASSWORD
      ? { username: env.LHCI_BASIC_AUTH_USERNAME, password: env.LHCI_BASIC_AUTH_PASSWORD }
      : undefined;
  const server = await createServer({ port, host: '127.0.0.1', storage, basicAuth, logLevel }).catch(async (error) => {
    await stop();
    throw error;
  });
  return {
    port: server.port,
    url: `http://127.0.0.1:${server.port}`,
    storage,
    where,
    close: async () => {
      await server.close();
      await stop();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startLhciServer({ port: Number(process.env.LHCI_SERVER_PORT ?? 9001) });
  console.log(`Lighthouse CI server on ${server.url}, storing in ${server.where}.`);
  console.log('First time: `npx lhci wizard` creates the project and prints its build token (docs/performance.md).');
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void server.close().then(() => process.exit(0)));
}
