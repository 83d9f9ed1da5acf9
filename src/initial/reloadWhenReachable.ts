/**
 * The way back for a page whose app could not load (initial/reloadWhenSiteAnswers.ts). Nothing is lost by the reload:
 * what was typed into a lead form is kept as a draft from the first keystroke (./leadForms.ts), and
 * what was submitted waits in the outbox. What waits there is delivered first, by this page, and the notice that
 * says so is left on screen for its time before the page goes.
 */
import { NOTICE_MS } from './notice.ts';
import { flushOutbox, onOutboxEvent } from '../lib/outbox/outbox.ts';
import { reloadWhenSiteAnswers } from './reloadWhenSiteAnswers.ts';

export function reloadWhenReachable(error: unknown): void {
  console.warn('[app] the app could not load; the page reloads once the site answers again', error);
  // When this page last told the visitor about a delivery (or a refusal): that notice gets its time on screen.
  let lastNews = 0;
  onOutboxEvent((event) => {
    if (event.type !== 'queued') lastNews = Date.now();
  });
  reloadWhenSiteAnswers(async () => {
    await flushOutbox({ force: true }).catch(() => undefined);
    const untilNewsRead = lastNews + NOTICE_MS - Date.now();
    if (untilNewsRead > 0) await new Promise((resolve) => setTimeout(resolve, untilNewsRead));
  });
}
