// Types of scripts/vitals-report.mjs for the TypeScript tests.
export interface P75Row {
  route: string;
  metric: string;
  context: string;
  n: number;
  p75: number;
}
export interface DailyRow {
  route: string;
  metric: string;
  day: string;
  n: number;
  p75: number;
}
export interface VitalsData {
  now: Date;
  windows: { days: number; rows: P75Row[] }[];
  daily: DailyRow[];
}
export const METRICS: string[];
export function readVitals(databaseUrl: string, now?: Date): Promise<VitalsData>;
export function textReport(data: VitalsData): string;
export function htmlReport(data: VitalsData): string;
export function chart(metric: string, daily: DailyRow[], now: Date): string;
export function rating(metric: string, value: number): string;
export function format(metric: string, value: number): string;
