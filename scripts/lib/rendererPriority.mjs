// Gives each page's main thread the scheduling priority Chromium gives its own compositor thread, for as long as
// a Lighthouse run's Chrome is up.
//
// Why: Chromium means a page's main thread to run at its "display critical" thread type, the compositor's
// ("it responds to input and is on the critical path"; Blink lowers it only while WebRTC is in use). On these
// Linux hosts Chromium runs as root, so it can raise threads: its compositor, video, IO and browser threads
// get nice -8, but the renderer's main thread stays at 0. Whenever the two cores are busy (the demo video
// decoded and composited in software, the screenshots and DevTools traffic Lighthouse records), the page's
// main thread then waits behind all of them: tasks of 1-4 ms of CPU took 10-30 ms, and Lighthouse's simulation
// multiplies those waits by the CPU slowdown as if the page had spent them computing.
// Linux only (it reads /proc); a no-op elsewhere, and where Chromium could not raise its threads (not root)
// its compositor is at the main thread's level already.
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How often new renderers are looked for: a page's renderer starts with its navigation. */
const POLL_MS = 10;

/**
 * One pass over `proc` (a /proc tree): every renderer process below `browserPid` whose main thread (the thread
 * whose id is the process id) has a higher nice value than its `Compositor` thread gets the compositor's, through
 * `setNice(pid, nice)` (on Linux, setpriority of a process id sets that one thread). Returns the pass to repeat:
 * it remembers which processes are renderers.
 */
export function rendererPriorityMatcher(browserPid, { proc = '/proc', setNice = setPriority } = {}) {
  const read = (path) => {
    try {
      return readFileSync(`${proc}/${path}`, 'utf8');
    } catch {
      return undefined; // the process or thread has gone
    }
  };
  /** Fields of a stat file after the command name (which may hold spaces): [1] is the parent, [16] the nice value. */
  const statField = (path, index) => {
    const stat = read(path);
    return stat === undefined ? NaN : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index]);
  };
  const descendsFromBrowser = (pid) => {
    for (let current = pid; current > 1; current = statField(`${current}/stat`, 1)) if (current === browserPid) return true;
    return false;
  };
  const compositorNice = (pid) => {
    let tids = [];
    try {
      tids = readdirSync(`${proc}/${pid}/task`);
    } catch {
      return NaN;
    }
    const compositor = tids.find((tid) => read(`${pid}/task/${tid}/comm`)?.trim() === 'Compositor');
    return compositor === undefined ? NaN : statField(`${pid}/task/${compositor}/stat`, 16);
  };

  const renderers = new Set();
  const others = new Set();
  return function matchOnce() {
    for (const entry of readdirSync(proc)) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid <= 0 || renderers.has(pid) || others.has(pid)) continue;
      const isRenderer = read(`${pid}/cmdline`)?.includes('--type=renderer') && descendsFromBrowser(pid);
      (isRenderer ? renderers : others).add(pid);
    }
    for (const pid of renderers) {
      const target = compositorNice(pid);
      // Until its compositor thread exists there is nothing to match; the next pass looks again.
      if (!(statField(`${pid}/task/${pid}/stat`, 16) > target)) continue;
      try {
        setNice(pid, target);
      } catch {
        // Gone, or not ours to raise: left alone from now on.
        renderers.delete(pid);
        others.add(pid);
      }
    }
  };
}

/** Keeps matching the renderers of the Chrome whose browser process is `browserPid`; returns the stop function. */
export function matchRendererMainThreads(browserPid) {
  if (process.platform !== 'linux') return () => {};
  const matchOnce = rendererPriorityMatcher(browserPid);
  matchOnce();
  const timer = setInterval(matchOnce, POLL_MS);
  return () => clearInterval(timer);
}
