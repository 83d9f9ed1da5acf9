// Types of scripts/lhci-server.mjs for the TypeScript tests.
export interface LhciStorage {
  storageMethod: 'sql';
  sqlDialect: 'postgres' | 'sqlite';
  sqlConnectionUrl?: string;
  sqlDatabasePath?: string;
}
export function isSqliteInstalled(): boolean;
export function storageFor(env?: Record<string, string | undefined>): LhciStorage;
export function startLhciServer(options?: {
  port?: number;
  env?: Record<string, string | undefined>;
  logLevel?: 'silent' | 'verbose';
}): Promise<{ port: number; url: string; storage: LhciStorage; close(): Promise<void> }>;
