// A page's own main-thread cost, without the time its tasks spent waiting for a CPU core.
//
// Under simulated throttling Lighthouse loads the page unthrottled and multiplies each main-thread task's
// wall-clock duration by the CPU slowdown. On a shared 2-core machine a task's wall-clock time includes every
// moment the thread was runnable but descheduled: CPU steal from the VM's neighbours, the test's own servers,
// and Chromium's other threads (software compositing, and software video decoding where a phone has a
// hardware decoder). Multiplied by 4-6, those waits become most of the blocking time of a page that plays
// a video during load: in one /np1 run, tasks of 11.2, 12.9 and 30.2 ms wall-clock had run 3.6, 1.3 and
// 10.1 ms on the CPU. Chromium records both for every trace event (`dur`, and `tdur`, the thread's CPU time).
//
// `withOwnCpuTime` shrinks each top-level task of a trace to its CPU time, and everything inside it in
// proportion, so nesting and order stay as they were. Lighthouse's simulation then multiplies the page's own
// work. Time a task really spends blocked on something other than a core (a synchronous IPC) is lost with
// the waits; on these pages that is a small share of their tasks.

/** Trace events that have a duration (complete events). */
const isComplete = (event) => event.ph === 'X' && typeof event.dur === 'number';

/**
 * A copy of `trace` (Chromium's JSON trace: `{ traceEvents }`) whose top-level tasks last their CPU time.
 * Events outside tasks, and tasks without a recorded CPU time, keep their times.
 */
export function withOwnCpuTime(trace) {
  const events = trace.traceEvents.map((event) => ({ ...event }));
  const byThread = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  for (const threadEvents of byThread.values()) {
    const timed = threadEvents.filter((event) => typeof event.ts === 'number').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let i = 0;
    while (i < timed.length) {
      const task = timed[i];
      if (!(isComplete(task) && task.name === 'RunTask')) {
        i++;
        continue;
      }
      const start = task.ts;
      const end = task.ts + task.dur;
      // Everything that starts inside the task belongs to it (its children, and instant events it emitted).
      let j = i + 1;
      while (j < timed.length && timed[j].ts < end) j++;
      const ratio = typeof task.tdur === 'number' && task.dur > 0 ? Math.min(1, task.tdur / task.dur) : 1;
      if (ratio < 1) {
        const newEnd = start + task.dur * ratio;
        for (let k = i; k < j; k++) {
          const event = timed[k];
          event.ts = start + (event.ts - start) * ratio;
          if (isComplete(event)) event.dur = Math.min(event.dur * ratio, newEnd - event.ts);
        }
      }
      i = j;
    }
  }
  return { ...trace, traceEvents: events };
}
