/**
 * The page's bootstrap: inlined into every page's <head> at build time (scripts/inlineBootstrap.ts), so it runs
 * before the first paint without waiting for a file (docs/decisions.md#the-bootstrap). It notes where the visit
 * came from, before anything can send the visitor on (initial/attribution.ts); it runs the lead forms for the page's
 * whole life (initial/leadForms.ts); it holds a press on a part of the
 * page whose code has not started, an island or the app, until it has (initial/heldInput.ts); it notes the visitor's
 * first input, on which the page's app starts (initial/engagement.ts); and it requests the page's entry once the main
 * image has painted (initial/startEntry.ts): on a slow network that may be seconds later, or, offline, not at all.
 */
import { holdInputUntilStarted } from './initial/heldInput.ts';
import { runLeadForms } from './initial/leadForms.ts';
import { captureAttribution } from './initial/attribution.ts';
import { noteEngagement } from './initial/engagement.ts';
import { startEntry } from './initial/startEntry.ts';

captureAttribution();
// First: a lead form's submit is its plain code's, before the held input's listener would hold it.
runLeadForms();
holdInputUntilStarted();
noteEngagement();
startEntry();
