// Types of scripts/lhci-server.mjs for the TypeScript tests.
export interface LhciStorage {
  storageMethod: 'sql';
  sqlDialect: 'postgres';
  sqlConnectionUrl: string;
}
export function storageFor(
  env?: Record<string, string | undefined>,
): Promise<{ storage: LhciStorage; where: string; stop(): Promise<void> }>;
export function startLhciServer(options?: {
  port?: number;
  env?: Record<string, string | undefined>;
  logLevel?: 'silent' | 'verbose';
}): Promise<{ port: number; url: string; storage: LhciStorage; where: string; close(): Promise<void> }>;
