// Where scripts/lhci.mjs keeps each audit of its Lighthouse runs, for `lhci assert` and for scripts/perf.mjs.
// Each is a folder that LHCI is run from; it reads the runs from the `.lighthouseci` folder inside.
import { join } from 'node:path';

/** Run at the mobile preset as it stands (4x CPU), the measure of issue 10's table. */
export const PRESET_REPORTS = 'reports/preset';
/** At the CPU slowdown calibrated to the host: LHCI's own folder, which `lhci upload` reads. */
export const CALIBRATED_REPORTS = '.';
/** At the calibrated slowdown with each task cut to its CPU time: not a plain Lighthouse result. */
export const OWN_CPU_REPORTS = 'reports/own-cpu';

/** The folder of runs inside one of the above. */
export const runsIn = (reports) => join(reports, '.lighthouseci');
