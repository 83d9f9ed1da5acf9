import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper of the Lighthouse runner, no type declarations
import { rendererPriorityMatcher } from '../../scripts/lib/rendererPriority.mjs';

/** A /proc stat line: the command name in parentheses (it may hold spaces), then state, parent, ..., nice (19th field). */
const stat = (pid: number, comm: string, parent: number, nice: number) =>
  `${pid} (${comm}) S ${parent} ${Array.from({ length: 14 }, () => 0).join(' ')} ${nice} 1 0\n`;

let proc: string;
beforeEach(() => {
  proc = mkdtempSync(join(tmpdir(), 'fake-proc-'));
});
afterEach(() => rmSync(proc, { recursive: true, force: true }));

/** A process of the fake /proc, with its threads as [tid, name, nice]. */
function processEntry(pid: number, parent: number, cmdline: string[], threads: [number, string, number][]) {
  mkdirSync(join(proc, String(pid), 'task'), { recursive: true });
  writeFileSync(join(proc, String(pid), 'cmdline'), `${cmdline.join('\0')}\0`);
  writeFileSync(join(proc, String(pid), 'stat'), stat(pid, 'chromium', parent, threads[0]?.[2] ?? 0));
  for (const [tid, name, nice] of threads) {
    mkdirSync(join(proc, String(pid), 'task', String(tid)));
    writeFileSync(join(proc, String(pid), 'task', String(tid), 'comm'), `${name}\n`);
    writeFileSync(join(proc, String(pid), 'task', String(tid), 'stat'), stat(tid, name, parent, nice));
  }
}

const BROWSER = 100;
const chrome = ['/usr/lib/chromium/chromium'];

describe('rendererPriorityMatcher (page main threads at their compositor’s priority)', () => {
  it('raises the main thread of each renderer of this Chrome to its compositor thread’s nice value', () => {
    processEntry(BROWSER, 1, [...chrome, '--headless=new'], [[BROWSER, 'chromium', -8]]);
    processEntry(110, BROWSER, [...chrome, '--type=zygote'], [[110, 'chromium', 0]]);
    processEntry(120, 110, [...chrome, '--type=renderer'], [[120, 'chromium', 0], [125, 'Compositor', -8], [126, 'Media', -8]]);
    processEntry(130, 110, [...chrome, '--type=renderer'], [[130, 'chromium', 5], [135, 'Compositor', -8]]);
    processEntry(140, BROWSER, [...chrome, '--type=gpu-process'], [[140, 'chromium', -8], [141, 'VizCompositorThread', -8]]);
    const calls: [number, number][] = [];
    rendererPriorityMatcher(BROWSER, { proc, setNice: (pid: number, nice: number) => calls.push([pid, nice]) })();
    expect(calls).toEqual([
      [120, -8],
      [130, -8],
    ]);
  });

  it('leaves alone other Chromes’ renderers, main threads already there, and renderers without a compositor yet', () => {
    processEntry(BROWSER, 1, chrome, [[BROWSER, 'chromium', -8]]);
    processEntry(200, 1, chrome, [[200, 'chromium', -8]]);
    processEntry(210, 200, [...chrome, '--type=renderer'], [[210, 'chromium', 0], [215, 'Compositor', -8]]);
    processEntry(120, BROWSER, [...chrome, '--type=renderer'], [[120, 'chromium', -8], [125, 'Compositor', -8]]);
    processEntry(130, BROWSER, [...chrome, '--type=renderer'], [[130, 'chromium', 0]]);
    // Where Chromium could not raise its own threads (not root) the compositor is at the main thread's level.
    processEntry(140, BROWSER, [...chrome, '--type=renderer'], [[140, 'chromium', 0], [145, 'Compositor', 0]]);
    const calls: [number, number][] = [];
    const matchOnce = rendererPriorityMatcher(BROWSER, { proc, setNice: (pid: number, nice: number) => calls.push([pid, nice]) });
    matchOnce();
    expect(calls).toEqual([]);

    // The renderer's compositor thread starts: the next pass matches it.
    mkdirSync(join(proc, '130', 'task', '135'));
    writeFileSync(join(proc, '130', 'task', '135', 'comm'), 'Compositor\n');
    writeFileSync(join(proc, '130', 'task', '135', 'stat'), stat(135, 'Compositor', BROWSER, -8));
    matchOnce();
    expect(calls).toEqual([[130, -8]]);
  });

  it('stops trying a renderer it may not raise', () => {
    processEntry(BROWSER, 1, chrome, [[BROWSER, 'chromium', -8]]);
    processEntry(120, BROWSER, [...chrome, '--type=renderer'], [[120, 'chromium', 0], [125, 'Compositor', -8]]);
    let attempts = 0;
    const matchOnce = rendererPriorityMatcher(BROWSER, {
      proc,
      setNice: () => {
        attempts += 1;
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      },
    });
    matchOnce();
    matchOnce();
    expect(attempts).toBe(1);
  });
});
