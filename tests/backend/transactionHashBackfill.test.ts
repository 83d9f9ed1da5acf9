/**
 * The migration that made a transaction unique per (chain, hash), run over transactions stored before it: each gets
 * the hash its link names; where two name the same transaction the earliest keeps it and the later stay null; a
 * link that names none stays null. Every row is kept.
 */

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { applyMigrations, type LocalDatabase, openDatabase } from '../../supabase/local/database.ts';
import { describeOnEachDatabase, type DatabaseVariant, STARTUP_TIMEOUT_MS } from './harness.ts';
import { type Postgres15, startPostgres15 } from './postgres15.ts';
import { basescanLink, etherscanLink, evmHash, solscanLink } from './transactionLinks.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const BOOTSTRAP = fileURLToPath(new URL('../../supabase/local/bootstrap.sql', import.meta.url));
const HASH_MIGRATION = '20261206000000';

/** A database with every migration before the hash's applied, recorded as the local stack records them. */
async function databaseBeforeHashes(variant: DatabaseVariant, postgres: Postgres15 | null): Promise<LocalDatabase> {
  const db = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: `memory://${randomUUID()}` });
  await db.exec(await readFile(BOOTSTRAP, 'utf8'));
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  for (const file of files) {
    const version = file.split('_')[0] ?? '';
    if (version >= HASH_MIGRATION) break;
    await db.exec(await readFile(MIGRATIONS_DIR + file, 'utf8'));
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      version,
      `${variant} ${file}`,
    ]);
  }
  return db;
}

describeOnEachDatabase('transactions stored before hashes were', (variant) => {
  let db: LocalDatabase | undefined;
  let postgres: Postgres15 | null = null;
  afterEach(async () => {
    await db?.close();
    await postgres?.stop();
  }, STARTUP_TIMEOUT_MS);

  it(
    'get their link’s hash, the earliest of a shared one keeps it, and no row is lost',
    async () => {
      postgres = variant === 'PostgreSQL 15' ? await startPostgres15() : null;
      db = await databaseBeforeHashes(variant, postgres);
      const [client] = await db.query<{ id: string }>(
        `insert into public.crypto_clients (full_name, email, company_name, business_address, city, country,
                                            postcode_zip, product, terms_accepted)
         values ('Ada Lovelace', 'ada@example.com', 'Engines', '1 Street', 'London', 'UK', 'EC1', 'reply-rocket-pro', true)
         returning id::text as id`,
        [],
      );
      const shared = evmHash();
      const alone = evmHash();
      const rows: [label: string, url: string, chain: string, createdAt: string][] = [
        [
          'later claim',
          `https://www.etherscan.io/tx/${shared.toUpperCase().replace('0X', '0x')}`,
          'ethereum',
          '2026-03-02',
        ],
        ['earliest claim', etherscanLink(shared), 'ethereum', '2026-03-01'],
        ['same hash, other chain', basescanLink(shared), 'base', '2026-03-03'],
        ['alone', solscanLink(), 'solana', '2026-03-04'],
        ['no hash', 'https://etherscan.io/tx/0xabc', 'ethereum', '2026-03-05'],
        ['not an explorer', `https://example.com/tx/${alone}`, 'ethereum', '2026-03-06'],
      ];
      for (const [, url, chain, createdAt] of rows) {
        await db.query(
          `insert into public.crypto_transactions (client_id, transaction_url, chain, submission_id, created_at)
           values ($1::uuid, $2, $3, $4::uuid, $5::timestamptz)`,
          [client?.id ?? '', url, chain, randomUUID(), createdAt],
        );
      }

      expect(await applyMigrations(db)).toContain(
        (await readdir(MIGRATIONS_DIR)).find((file) => file.startsWith(HASH_MIGRATION)),
      );
      const stored = await db.query<{ transaction_url: string; tx_hash: string | null }>(
        'select transaction_url, tx_hash from public.crypto_transactions',
        [],
      );
      const hashOf = (url: string) => stored.find((row) => row.transaction_url === url)?.tx_hash;
      expect(stored).toHaveLength(rows.length);
      expect(rows.map(([label, url]) => [label, hashOf(url)])).toEqual([
        ['later claim', null],
        ['earliest claim', shared],
        ['same hash, other chain', shared],
        ['alone', rows[3]?.[1].slice('https://solscan.io/tx/'.length)],
        ['no hash', null],
        ['not an explorer', null],
      ]);
    },
    STARTUP_TIMEOUT_MS,
  );
});
