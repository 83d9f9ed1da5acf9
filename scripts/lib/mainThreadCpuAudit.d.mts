// Types of scripts/lib/mainThreadCpuAudit.mjs for the TypeScript tests.
export const MAIN_THREAD_CPU_AUDIT: 'main-thread-cpu';
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export function mainThreadCpu(
  traceEvents: TraceEvent[],
  url: string,
): { work: number; longestTask: number; longestScript: number };
