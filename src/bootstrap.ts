/**
 * The page's bootstrap: inlined into every page's <head> at build time (scripts/inlineBootstrap.ts), so it runs
 * before the first paint without waiting for a file (docs/decisions.md#the-bootstrap). It notes where the visit
 * came from, before anything can send the visitor on (initial/attribution.ts); until the page is React's it keeps what a
 * visitor submits and holds what they tap (forms/handover/earlyInput.ts), and holds a tap on an island until its code
 * has started (initial/islandTaps.ts); and it requests the
 * page's entry once the main image has painted (initial/startEntry.ts): on a slow network that may be seconds later,
 * or, offline, not at all. It notes the visitor's first input, on which the page's app starts (initial/engagement.ts).
 */
import { holdEarlyInput } from './forms/handover/earlyInput.ts';
import { holdIslandTaps } from './initial/islandTaps.ts';
import { captureAttribution } from './initial/attribution.ts';
import { noteEngagement } from './initial/engagement.ts';
import { startEntry } from './initial/startEntry.ts';

captureAttribution();
holdEarlyInput();
holdIslandTaps();
noteEngagement();
startEntry();
