// The Lighthouse config every measurement of the project runs with: Lighthouse's own default (the mobile preset,
// nothing overridden) plus the main thread's CPU time (mainThreadCpuAudit.mjs), which belongs to no category and so
// is asked for by name. `lhci collect` loads this file by its path (LIGHTHOUSE_CONFIG_PATH); the measuring scripts
// pass the object.
import { fileURLToPath } from 'node:url';
import MainThreadCpu, { MAIN_THREAD_CPU_AUDIT } from './mainThreadCpuAudit.mjs';

export const LIGHTHOUSE_CONFIG_PATH = fileURLToPath(import.meta.url);

export default {
  extends: 'lighthouse:default',
  settings: { onlyAudits: [MAIN_THREAD_CPU_AUDIT] },
  audits: [MainThreadCpu],
};
