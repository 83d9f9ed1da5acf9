import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper of the Lighthouse runner, no type declarations
import { multiplierFor } from '../../scripts/lib/cpuCalibration.mjs';

describe('multiplierFor (Lighthouse CPU slowdown calculator)', () => {
  it('gives the calculator’s anchor points', () => {
    expect([150, 800, 1300, 1533, 2000].map(multiplierFor)).toEqual([1, 2, 3, 4, 6]);
  });

  it('interpolates between them and rounds to 0.1', () => {
    expect([475, 1000, 1050, 1766].map(multiplierFor)).toEqual([1.5, 2.4, 2.5, 5]);
  });

  it('stops at 6x above the calculator’s highest anchor (BenchmarkIndex 2000) instead of extending its line', () => {
    expect([2000, 2500, 3700, 10_000].map(multiplierFor)).toEqual([6, 6, 6, 6]);
  });

  it('never goes below 1x on a very slow host', () => {
    expect([0, 100].map(multiplierFor)).toEqual([1, 1]);
  });
});
