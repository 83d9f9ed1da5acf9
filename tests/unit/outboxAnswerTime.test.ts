/**
 * A form's answer (src/lib/outbox/submit.ts): the submission is kept, a flusher of any page of the site sends
 * it, and the form hears the first answer on the outbox's channel, within ANSWER_WITHIN_MS of the press whatever the
 * backend does; what an attempt still under way comes to after that is the page's notices' news.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { ANSWER_WITHIN_MS, submit } from '../../src/lib/outbox/submit.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, SendOutcome } from '../../src/lib/outbox/types.ts';

const store = indexedDbStore();
const stops: (() => void)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const item of await store.list()) await store.remove(item.id);
  vi.unstubAllGlobals();
});

/**
 * An open page of the site, over the site's store and channel: its flusher starts when an item is kept
 * (flushTriggers.ts), and its lead sender answers only when the test says so.
 */
function openPage() {
  let answer: ((outcome: SendOutcome) => void) | undefined;
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: () => new Promise<SendOutcome>((resolve) => (answer = resolve)) },
    onRetry: () => undefined,
    withLock: (run) => run(),
    reportDead: async () => 'unanswered',
  });
  const events: OutboxEvent[] = [];
  stops.push(
    outbox.onEvent((event) => {
      events.push(event);
      if (event.type === 'queued' && event.deferred === undefined) void outbox.flush();
    }),
  );
  // Answers once the attempt is under way (waiting for it if need be).
  const answerWith = async (outcome: SendOutcome) => {
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(outcome);
  };
  return { events, answer: answerWith };
}

const lead = { project: '@slow', telegram: null, email: 'slow@example.com' };

it('answers with the first attempt when it comes in time', async () => {
  const { answer } = openPage();
  const submitted = submit('lead', lead);
  await answer({ type: 'delivered' });
  expect(await submitted).toEqual({ status: 'delivered', id: expect.any(String) });
  await vi.waitFor(async () => expect(await store.list()).toEqual([]));
});

it('answers a refusal with its message, and keeps nothing: the form still holds what was typed', async () => {
  const { answer } = openPage();
  const submitted = submit('lead', lead);
  await answer({ type: 'rejected', message: 'Failed to submit lead. Please try again.', status: 400 });
  expect(await submitted).toMatchObject({ status: 'rejected', message: 'Failed to submit lead. Please try again.' });
  expect(await store.list()).toEqual([]);
});

it('answers kept as soon as the first attempt must be retried, without waiting out the answer time', async () => {
  const { answer } = openPage();
  const pressed = Date.now();
  const submitted = submit('lead', lead);
  await answer({ type: 'retry', reason: 'HTTP 503', status: 503 });
  expect((await submitted).status).toBe('queued');
  expect(Date.now() - pressed).toBeLessThan(ANSWER_WITHIN_MS);
  expect(await store.list()).toHaveLength(1);
});

it('answers kept once the first attempt has taken ANSWER_WITHIN_MS, and tells the delivery later as news', async () => {
  const { events, answer } = openPage();
  const pressed = Date.now();
  const result = await submit('lead', lead);
  expect(result.status).toBe('queued');
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(ANSWER_WITHIN_MS);
  expect((await store.list()).map((item) => item.id)).toEqual([result.id]);

  await answer({ type: 'delivered' });
  await vi.waitFor(async () => expect(await store.list()).toEqual([]));
  expect(events.at(-1)).toEqual({ type: 'delivered', id: result.id, kind: 'lead', deferred: true });
});

it('keeps a refusal that came after the answer as a dead letter, never a silent delete', async () => {
  const { events, answer } = openPage();
  const { id, status } = await submit('lead', lead);
  expect(status).toBe('queued');

  await answer({ type: 'rejected', message: 'Failed to submit lead. Please try again.', status: 400 });
  await vi.waitFor(() => expect(events.at(-1)).toMatchObject({ type: 'rejected', id, deferred: true }));
  const [stored] = await store.list();
  expect(stored).toMatchObject({ id });
  expect(stored?.deadAt).toBeDefined();
});

it('answers kept at once offline, where no attempt can answer', async () => {
  vi.stubGlobal('navigator', { onLine: false });
  const pressed = Date.now();
  const { id, status } = await submit('lead', lead);
  expect(status).toBe('queued');
  expect(Date.now() - pressed).toBeLessThan(ANSWER_WITHIN_MS);
  expect((await store.list()).map((item) => item.id)).toEqual([id]);
});
