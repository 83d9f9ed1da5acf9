/**
 * The local stack's database: embedded PostgreSQL (PGlite) in a data folder, or a real PostgreSQL server when
 * DATABASE_URL is given. Both are wrapped in the same small interface, and get the hosted project's roles
 * (bootstrap.sql) and the migrations in supabase/migrations applied on open.
 */

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlClient, SqlParameter } from '../functions/_shared/store.ts';

export interface SqlSession extends SqlClient {
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface LocalDatabase extends SqlSession {
  readonly description: string;
  /** Runs `work` on one connection inside one transaction, rolled back if it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation = { dataDir: string } | { databaseUrl: string };

const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

const PGLITE_PACKAGE = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));

/**
 * A freshly initialised PGlite cluster as a tarball. Running initdb in WebAssembly costs seconds of CPU each
 * time, so the first one is cached under node_modules/.cache (per PGlite version) and new folders start from it.
 */
async function pristineCluster(): Promise<Blob> {
  const { version } = JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')) as { version: string };
  const cacheFile = fileURLToPath(new URL(`../../node_modules/.cache/pglite/${version}-pristine.tar`, import.meta.url));
  const cached = await readFile(cacheFile).catch(() => null);
  if (cached) return new Blob([cached]);
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('none');
  await db.close();
  // Written under a private name and renamed, so parallel starts never read a half-written file.
  const partial = `${cacheFile}.${process.pid}.partial`;
  await mkdir(dirname(cacheFile), { recursive: true })
    .then(async () => writeFile(partial, new Uint8Array(await dump.arrayBuffer())))
    .then(() => rename(partial, cacheFile))
    .catch(() => undefined); // a read-only node_modules only costs the next start its initdb
  return dump;
}

async function openPglite(dataDir: string): Promise<LocalDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  const db = await PGlite.create(dataDir, isNew ? { loadDataDir: await pristineCluster() } : {});
  return {
    description: `PGlite (${dataDir})`,
    query: async <Row extends object>(text: string, params: SqlParameter[]) => (await db.query<Row>(text, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row extends object>(text: string, params: SqlParameter[]) =>
            (await tx.query<Row>(text, params)).rows,
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    close: () => db.close(),
  };
}

function postgresSession(client: pg.Pool | pg.PoolClient): SqlSession {
  return {
    query: async <Row extends object>(text: string, params: SqlParameter[]) =>
      (await client.query<Row>(text, params)).rows,
    exec: async (script) => {
      await client.query(script);
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<LocalDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const where = new URL(databaseUrl);
  return {
    description: `PostgreSQL (${where.hostname}:${where.port || 5432}${where.pathname})`,
    ...postgresSession(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(postgresSession(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(location: DatabaseLocation): Promise<LocalDatabase> {
  return 'databaseUrl' in location ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
}

/** Applies bootstrap.sql, then each migration not yet recorded, each in its own transaction. */
export async function applyMigrations(db: LocalDatabase): Promise<string[]> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations', [])).map(
      (row) => row.version,
    ),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (session) => {
      await session.exec(script);
      await session.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/**
 * What a client of a database that is being restarted sees (POST /_local/database): `ECONNREFUSED` for a
 * connection attempted while it is down, `57P01 admin_shutdown` for a session it cut (the transaction is gone).
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly code: 'ECONNREFUSED' | '57P01') {
    super(
      code === '57P01'
        ? 'terminating connection due to administrator command'
        : 'connect ECONNREFUSED: the database is not accepting connections (restarting)',
    );
    this.name = 'DatabaseUnavailableError';
  }
}

export interface DatabaseOutage {
  /** The database as the API (REST, functions) reaches it: fails while down. */
  readonly db: LocalDatabase;
  readonly state: 'up' | 'down';
  /** How many times it went down since start. */
  readonly outages: number;
  /** Goes down now, or right after `afterStatements` more statements have been answered. */
  down(afterStatements?: number): void;
  up(): void;
}

/**
 * A database the stack can take down and bring back while it runs, with no data lost: the instance stays open
 * (an in-memory PGlite would lose everything on a real close) and the outage is played at this layer, the way a
 * restarting server looks to its clients. While down every new statement fails with ECONNREFUSED. Every
 * statement runs in a transaction that only commits if no outage began before it finished: a statement or
 * transaction in flight when the database goes down is rolled back and fails with 57P01, as a fast shutdown
 * does. So an outage never leaves half a request written, and nothing is committed without its answer.
 */
export function withOutageSwitch(inner: LocalDatabase): DatabaseOutage {
  let down = false;
  let outages = 0;
  let statementsLeft: number | null = null;

  const goDown = () => {
    statementsLeft = null;
    if (!down) outages += 1;
    down = true;
  };
  /**
   * Runs `work` in a transaction that fails, and rolls back, if an outage began since it started: before its
   * last statement was answered (`statement` checks), or before it commits (`beforeCommit`, for transactions;
   * a single statement that was answered has committed, even if its answer was what set off the outage).
   */
  const guarded = <T>(
    work: (session: SqlSession, check: () => void) => Promise<T>,
    beforeCommit: boolean,
  ): Promise<T> => {
    if (down) return Promise.reject(new DatabaseUnavailableError('ECONNREFUSED'));
    const started = outages;
    const check = () => {
      if (outages !== started) throw new DatabaseUnavailableError('57P01');
    };
    return inner.transaction(async (session) => {
      const result = await work(session, check);
      if (beforeCommit) check();
      return result;
    });
  };
  /** One statement: refused if the session was cut; its answer (rows or error) counts for `down(after)`. */
  const statement = async <T>(session: SqlSession, check: () => void, run: (s: SqlSession) => Promise<T>) => {
    check();
    const answered = () => {
      check(); // cut while it ran: the caller gets 57P01, and the transaction is rolled back
      if (statementsLeft !== null && --statementsLeft <= 0) goDown();
    };
    let result: T;
    try {
      result = await run(session);
    } catch (error) {
      answered();
      throw error;
    }
    answered();
    return result;
  };
  const sessionOf = (session: SqlSession, check: () => void): SqlSession => ({
    query: <Row extends object>(text: string, params: SqlParameter[]) =>
      statement(session, check, (s) => s.query<Row>(text, params)),
    exec: (script) => statement(session, check, (s) => s.exec(script)),
  });

  const db: LocalDatabase = {
    description: inner.description,
    query: (text, params) => guarded((session, check) => sessionOf(session, check).query(text, params), false),
    exec: (script) => guarded((session, check) => sessionOf(session, check).exec(script), false),
    transaction: (work) => guarded((session, check) => work(sessionOf(session, check)), true),
    close: () => inner.close(),
  };
  return {
    db,
    get state() {
      return down ? 'down' : 'up';
    },
    get outages() {
      return outages;
    },
    down(afterStatements) {
      if (afterStatements && afterStatements > 0 && !down) statementsLeft = afterStatements;
      else goDown();
    },
    up() {
      down = false;
      statementsLeft = null;
    },
  };
}
