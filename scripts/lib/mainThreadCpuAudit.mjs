// A Lighthouse audit of the page's main thread in CPU time, for the gate (scripts/lhci.mjs) and the measuring
// scripts (lighthouseRuns.mjs), both of which load it through lighthouseConfig.mjs.
//
// Every event of a Chromium trace carries its thread's CPU time (`tdur`) beside its duration (`dur`). The difference
// is time the thread was runnable but not running: on a machine of two cores shared by the browser's other threads
// (the software compositor, the service worker, module compiles, Lighthouse itself) that is most of an observed task
// and what varies most from run to run. Lighthouse's simulation counts observed time; this audit reports what the
// page itself asked of the processor (docs/performance.md#cpu-time):
// - numericValue: every top-level task of the main thread from the navigation on, in CPU ms (the page's own parsing,
//   style and layout included, so a page with no JavaScript has some too);
// - details.longestTask: the longest of those tasks, in CPU ms;
// - details.longestScript: the most CPU time JavaScript took within one task (compiling and running it, and what it
//   forced of style and layout), in ms. The longest task of a page is often its first layout and paint, which its
//   floor with no script does too; this is our code's own longest stretch. Every task counts, not only those after
//   the first contentful paint as blocking time counts them: served from the machine itself, a page runs scripts
//   before its first paint that a phone on a real network runs after it.
import { Audit } from 'lighthouse';

export const MAIN_THREAD_CPU_AUDIT = 'main-thread-cpu';

/** The trace events of compiling and running JavaScript (Lighthouse's own script groups, core/lib/tracehouse). */
const SCRIPT_EVENTS = new Set([
  'v8.compile',
  'v8.compileModule',
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
]);

/**
 * `{ work, longestTask, longestScript }` in CPU ms from `traceEvents` of a load of `url`; NaN where the trace holds
 * no such load.
 */
export function mainThreadCpu(traceEvents, url) {
  const navigation = traceEvents.findLast(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  if (!navigation) return { work: Number.NaN, longestTask: Number.NaN, longestScript: Number.NaN };
  const onMainThread = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let work = 0;
  let longestTask = 0;
  let longestScript = 0;
  // An event inside another lies within its span: only the outermost task, and the outermost script events within
  // it, count, and only those the trace gives a CPU time.
  let taskEnd = -Infinity;
  let scriptEnd = -Infinity;
  let taskScript = 0;
  for (const event of onMainThread) {
    if (event.ts >= taskEnd) {
      longestScript = Math.max(longestScript, taskScript);
      taskScript = 0;
      taskEnd = event.ts + event.dur;
      work += event.tdur ?? 0;
      longestTask = Math.max(longestTask, event.tdur ?? 0);
    }
    if (SCRIPT_EVENTS.has(event.name) && event.ts >= scriptEnd) {
      scriptEnd = event.ts + event.dur;
      taskScript += event.tdur ?? 0;
    }
  }
  longestScript = Math.max(longestScript, taskScript);
  return { work: work / 1000, longestTask: longestTask / 1000, longestScript: longestScript / 1000 };
}

export default class MainThreadCpu extends Audit {
  static get meta() {
    return {
      id: MAIN_THREAD_CPU_AUDIT,
      title: 'Main thread CPU time',
      description:
        "What the page's main-thread tasks held the processor for during the load (the trace's thread time), the longest of them, and the most of it JavaScript took in one task.",
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: ['Trace', 'URL'],
    };
  }

  static audit(artifacts) {
    const { work, longestTask, longestScript } = mainThreadCpu(
      artifacts.Trace.traceEvents,
      artifacts.URL.mainDocumentUrl,
    );
    if (!Number.isFinite(work)) throw new Error('The trace holds no navigation of the page');
    return {
      score: null,
      numericValue: work,
      numericUnit: 'millisecond',
      displayValue: `${Math.round(work)} ms; longest task ${longestTask.toFixed(1)} ms, longest script ${longestScript.toFixed(1)} ms`,
      details: { type: 'debugdata', longestTask, longestScript },
    };
  }
}
