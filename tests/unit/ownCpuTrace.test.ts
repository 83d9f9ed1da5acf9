import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper of the Lighthouse runner, no type declarations
import { withOwnCpuTime } from '../../scripts/lib/ownCpuTrace.mjs';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

const main = { pid: 1, tid: 10 };
const event = (name: string, ts: number, dur?: number, tdur?: number): TraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ...main,
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...(tdur === undefined ? {} : { tdur }),
});

const times = (events: TraceEvent[]) => events.map(({ name, ts, dur }) => ({ name, ts, dur }));

describe('withOwnCpuTime (a trace whose tasks last their CPU time)', () => {
  it('shrinks a task that waited for a core to its CPU time, and what it holds in proportion', () => {
    // 40 ms on the clock, 10 ms on the CPU: a quarter.
    const trace = {
      traceEvents: [
        event('RunTask', 1000, 40_000, 10_000),
        event('FunctionCall', 5000, 20_000, 5000),
        event('ResourceSendRequest', 21_000),
        event('Layout', 33_000, 8000, 2000),
      ],
    };
    expect(times(withOwnCpuTime(trace).traceEvents)).toEqual([
      { name: 'RunTask', ts: 1000, dur: 10_000 },
      { name: 'FunctionCall', ts: 2000, dur: 5000 },
      { name: 'ResourceSendRequest', ts: 6000, dur: undefined },
      { name: 'Layout', ts: 9000, dur: 2000 },
    ]);
  });

  it('leaves tasks that ran all the time, tasks without a CPU time and events between tasks as they were', () => {
    const trace = {
      traceEvents: [
        event('RunTask', 0, 10_000, 10_000),
        event('firstContentfulPaint', 12_000),
        event('RunTask', 20_000, 30_000),
        event('EvaluateScript', 21_000, 5000),
      ],
    };
    expect(times(withOwnCpuTime(trace).traceEvents)).toEqual(times(trace.traceEvents));
  });

  it('rewrites each thread on its own, and not the trace it was given', () => {
    const other = { pid: 2, tid: 20 };
    const trace = {
      traceEvents: [
        { ...event('RunTask', 0, 20_000, 5000), ...other },
        event('RunTask', 5000, 10_000, 10_000),
      ],
    };
    const original = structuredClone(trace);
    const rewritten = withOwnCpuTime(trace).traceEvents as TraceEvent[];
    expect(rewritten.map((e) => e.dur)).toEqual([5000, 10_000]);
    expect(trace).toEqual(original);
  });
});
