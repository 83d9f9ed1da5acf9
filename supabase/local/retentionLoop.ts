/**
 * The local stack's run of the retention rule (private.apply_retention, migration *_retention.sql): the same SQL a
 * hosted project's pg_cron job runs daily, called here at start and then on a timer, since PGlite has no pg_cron.
 * One run at a time; stop() waits for the run in progress.
 */

import type { SqlClient } from '../functions/_shared/store.ts';

export const RETENTION_INTERVAL_MS = 3_600_000;

export interface RetentionLoop {
  /** The run started at start, or the latest one. */
  readonly lastRun: Promise<void>;
  stop(): Promise<void>;
}

export function startRetentionLoop(db: SqlClient, intervalMs: number, log: (line: string) => void): RetentionLoop {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    try {
      const rows = await db.query<{ kept_for: string; deleted: number }>('select * from private.apply_retention()', []);
      const deleted = rows.filter((row) => Number(row.deleted) > 0);
      if (deleted.length > 0) {
        log(`[local] retention deleted ${deleted.map((row) => `${row.deleted} ${row.kept_for}`).join(', ')}`);
      }
    } catch (error) {
      // The database is down or restarting: the next run deletes what this one would have.
      log(`[local] retention run failed: ${String(error)}`);
    }
  };
  let lastRun = run();
  const schedule = () => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      lastRun = run().finally(schedule);
    }, intervalMs);
  };
  void lastRun.finally(schedule);
  return {
    get lastRun() {
      return lastRun;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
