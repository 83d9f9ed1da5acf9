/**
 * The main thread's CPU time as the gate reads it from a trace (scripts/lib/mainThreadCpuAudit.mjs): each top-level
 * task counted once, by the time it held the processor whatever it lasted, from the page's navigation on; and the
 * most CPU time JavaScript took within one task, rendering left out.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadCpu, type TraceEvent } from '../../scripts/lib/mainThreadCpuAudit.mjs';

const URL = 'http://127.0.0.1:4173/np1';
const MAIN = { pid: 10, tid: 1 };
/** The navigation to `url` at `atMs` (microseconds in the trace). */
const navigation = (atMs: number, url = URL): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts: atMs * 1000,
  args: { frame: 'F', data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
/** An event `name` of `durMs` observed, `cpuMs` on the processor, at `atMs`. */
const event = (name: string, atMs: number, durMs: number, cpuMs: number | undefined, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const task = (atMs: number, durMs: number, cpuMs: number | undefined, thread = MAIN) =>
  event('RunTask', atMs, durMs, cpuMs, thread);

describe('the main thread in CPU time', () => {
  it('counts each top-level task by its CPU time, not by how long it lasted', () => {
    const events = [navigation(0), task(10, 40, 12), task(200, 30, 5)];
    expect(mainThreadCpu(events, URL)).toMatchObject({ work: 17, longestTask: 12 });
  });

  it('counts what happens inside a task as part of it, not again', () => {
    const events = [navigation(0), task(100, 20, 9), event('Layout', 102, 10, 6)];
    expect(mainThreadCpu(events, URL)).toMatchObject({ work: 9, longestTask: 9 });
  });

  it("leaves out other threads, what came before the page's navigation and tasks with no CPU time", () => {
    const events = [
      navigation(0, 'about:blank'),
      task(10, 20, 20),
      navigation(1_000),
      task(1_200, 80, 80, { pid: 10, tid: 2 }),
      task(1_200, 80, 80, { pid: 11, tid: 1 }),
      task(1_400, 50, undefined),
      task(1_500, 10, 3),
    ];
    expect(mainThreadCpu(events, URL)).toMatchObject({ work: 3, longestTask: 3 });
  });

  it("takes JavaScript's longest stretch in one task: its script events, what they force included, rendering not", () => {
    const frame = [
      task(100, 30, 25),
      event('FireAnimationFrame', 101, 4, 3),
      event('FunctionCall', 101, 3, 2),
      event('UpdateLayoutTree', 106, 8, 8),
      event('Paint', 115, 10, 10),
    ];
    const handler = [
      task(200, 20, 14),
      event('EventDispatch', 201, 6, 5),
      event('Layout', 203, 3, 3),
      event('RunMicrotasks', 208, 6, 6),
    ];
    const { longestTask, longestScript } = mainThreadCpu([navigation(0), ...frame, ...handler], URL);
    expect(longestTask).toBe(25);
    expect(longestScript).toBe(11);
  });

  it('counts a script that is the task itself', () => {
    const events = [navigation(0), event('TimerFire', 50, 31, 30), event('FunctionCall', 51, 29, 29)];
    expect(mainThreadCpu(events, URL)).toEqual({ work: 30, longestTask: 30, longestScript: 30 });
  });

  it('gives NaN when the trace holds no navigation of the page', () => {
    const { work, longestTask, longestScript } = mainThreadCpu([navigation(0, 'about:blank'), task(10, 10, 10)], URL);
    expect([work, longestTask, longestScript]).toEqual([Number.NaN, Number.NaN, Number.NaN]);
  });
});
