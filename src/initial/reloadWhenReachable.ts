/**
 * The way back for a page whose app could not load (initial/reloadWhenSiteAnswers.ts). Nothing is lost by the reload:
 * what was typed into a lead form is kept as a draft from the first keystroke (./leadForms.ts), and
 * what was submitted waits in the outbox. What waits there is delivered first, by this page, and the notice that
 * says so (the plain one: the app never started here) is left on screen for its time before the page goes.
 */
import { reloadWhenSiteAnswers } from './reloadWhenSiteAnswers.ts';

export function reloadWhenReachable(error: unknown): void {
  console.warn('[app] the app could not load; the page reloads once the site answers again', error);
  reloadWhenSiteAnswers(async () => {
    // The site answers: the outbox's code downloads now, if the page had not had it yet.
    await import('../lib/outbox/outbox.ts')
      .then((outbox) => outbox.flushOutbox({ force: true }))
      .catch(() => undefined);
  });
}
