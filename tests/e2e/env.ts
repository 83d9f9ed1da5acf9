import { randomUUID } from 'node:crypto';

/**
 * Ports and folders of one end-to-end run. `RR_SLOT=n` gives a run its own ports and build folder, so
 * several runs (developers working side by side) never share a server; CI uses slot 0.
 */
const slot = Number(process.env.RR_SLOT ?? 0);
process.env.RR_LOCAL_ADMIN_TOKEN ??= randomUUID();
const adminToken = process.env.RR_LOCAL_ADMIN_TOKEN;

export const E2E = {
  slot,
  sitePort: 4173 + slot * 10,
  siteUrl: `http://127.0.0.1:${4173 + slot * 10}`,
  backendPort: 54321 + slot * 10,
  backendUrl: `http://127.0.0.1:${54321 + slot * 10}`,
  distDir: slot ? `dist-slot${slot}` : 'dist',
  /**
   * Token for the local stack's test-only /_local endpoints (rows, Slack log, reset, faults), made per run: the
   * config's process sets it before it starts the stack and the workers, which inherit it.
   */
  adminToken,
};
