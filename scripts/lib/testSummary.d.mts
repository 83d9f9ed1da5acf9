// Types of scripts/lib/testSummary.mjs for the TypeScript tests.
export interface StepReport {
  kind: 'vitest' | 'playwright';
  data: unknown;
}
export function reportFileOf(report: { kind: string; file: string }, slot: string | number | undefined): string;
export function countStep(step: { ok: boolean; report: StepReport | null }): {
  passed: number;
  failed: number;
  note: string;
  failures: string[];
};
