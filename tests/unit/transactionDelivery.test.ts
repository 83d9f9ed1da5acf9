/**
 * Transaction details through the real outbox and sender (`fetch` stubbed): a 5xx keeps them, a later
 * definitive refusal makes them a reported dead letter and toasts the refusal with what to do next; a refusal while
 * the form waits for its answer is left to the form.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEvent, OutboxItem } from '../../src/lib/outbox/types.ts';
import type { TransactionPayload } from '../../src/lib/outbox/transactionSender.ts';

const invoke = vi.fn<() => Promise<Response>>();
vi.stubGlobal('fetch', () => invoke());
const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn() } }));

// A page in front that is React's (lazyToast hands toasts to sonner only then: its root is marked started), online.
const visibility = {
  visibilityState: 'visible' as DocumentVisibilityState,
  getElementById: (id: string) => (id === 'root' ? { hasAttribute: (name: string) => name === 'data-started' } : null),
};
vi.stubGlobal('document', visibility);
vi.stubGlobal('navigator', { onLine: true });

const { createOutbox, MAX_DOUBTFUL_ANSWERS } = await import('../../src/lib/outbox/outbox.ts');
const { DOUBT_BACKOFF_MAX_MS } = await import('../../src/lib/outbox/doubts.ts');
const { submitThrough } = await import('./submitThrough.ts');
const { indexedDbStore } = await import('../../src/lib/outbox/store.ts');
const { sendTransaction } = await import('../../src/lib/outbox/transactionSender.ts');
const { announceTransaction } = await import('../../src/forms/crypto/transactionNotices.ts');

const payload: TransactionPayload = {
  clientId: '7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11',
  transactionUrl: 'https://etherscan.io/tx/0xabc',
  walletSelected: 'ethereum',
};

/** The function's answer. */
function httpError(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const success = () => httpError(200, { success: true });

let dbCount = 0;
function outbox() {
  const events: OutboxEvent[] = [];
  const reported: OutboxItem[] = [];
  let clock = 1_000_000;
  const box = createOutbox({
    reportDead: async (item) => {
      reported.push(item);
      return 'stored';
    },
    getStore: async () => store,
    senders: { transaction: sendTransaction as never },
    now: () => clock,
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
  });
  const store = indexedDbStore(`rr-outbox-transactions-${++dbCount}`);
  box.onEvent((event) => {
    events.push(event);
    announceTransaction(event);
  });
  /** A flush of this page ten minutes on: any back-off, a backend's included, has passed. */
  const later = () => {
    clock += DOUBT_BACKOFF_MAX_MS;
    return box.flush({ force: true });
  };
  /** What the form does: the details kept, this page's flusher sends them, the form told the answer. */
  const submit = () => submitThrough({ outbox: box, store }, 'transaction', payload, { now: () => clock });
  return { box, store, events, reported, later, submit };
}

beforeEach(() => {
  invoke.mockReset();
  toastError.mockReset();
  visibility.visibilityState = 'visible';
});

describe('transaction details in the outbox', () => {
  it('keeps them through 500 and 503, then delivers them once', async () => {
    const { store, later, submit } = outbox();
    invoke.mockResolvedValueOnce(httpError(500, { success: false, error: 'Internal error' }));
    expect((await submit()).status).toBe('queued');
    invoke.mockResolvedValueOnce(httpError(503, { success: false, error: 'Database unavailable: try again shortly' }));
    expect(await later()).toMatchObject({ delivered: 0, pending: 1 });
    invoke.mockResolvedValueOnce(success());
    expect(await later()).toMatchObject({ delivered: 1, pending: 0 });
    expect(await store.list()).toEqual([]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('reports them as a dead letter when refused for good after waiting, deletes them, and toasts the refusal with what to do next', async () => {
    const { store, events, reported, later, submit } = outbox();
    invoke.mockResolvedValueOnce(httpError(503, { message: 'Service Unavailable' }));
    const { id } = await submit();
    invoke.mockResolvedValueOnce(httpError(404, { success: false, error: 'Client not found' }));
    await later();
    expect(reported).toMatchObject([{ id, kind: 'transaction', lastStatus: 404 }]);
    expect(await store.list()).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: 'rejected',
      id,
      kind: 'transaction',
      message: 'Client not found',
      deferred: true,
    });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Client not found', {
      description: 'Your transaction details were not sent. Please submit them again.',
    });
  });

  it("uses the form's call-error text when the refusal carries no reason, once a 403 has kept coming long enough to be believed", async () => {
    const { store, later, submit } = outbox();
    invoke.mockResolvedValueOnce(httpError(408, { message: 'Request Timeout' }));
    await submit();
    invoke.mockResolvedValue(httpError(403, { message: 'Forbidden' }));
    // A 403 may be a gateway mid-deploy: it is tried again for hours before the outbox believes it.
    let flushes = 0;
    while ((await later()).pending) {
      flushes += 1;
      expect(toastError).not.toHaveBeenCalled();
    }
    expect(flushes).toBeGreaterThanOrEqual(MAX_DOUBTFUL_ANSWERS - 1);
    expect(await store.list()).toEqual([]);
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Failed to save transaction information. Please try again.', {
      description: 'Your transaction details were not sent. Please submit them again.',
    });
  });

  it('delivers after a function mid-deploy answered 404 a few times', async () => {
    const { later, submit } = outbox();
    invoke.mockResolvedValueOnce(httpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }));
    expect((await submit()).status).toBe('queued');
    invoke.mockResolvedValueOnce(httpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }));
    expect(await later()).toMatchObject({ delivered: 0, pending: 1 });
    invoke.mockResolvedValueOnce(success());
    expect(await later()).toMatchObject({ delivered: 1, pending: 0 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('leaves a refusal while the form waits for its answer to the form, and a tab in the background silent', async () => {
    const { later, submit } = outbox();
    invoke.mockResolvedValueOnce(httpError(400, { success: false, error: 'Invalid request body' }));
    expect(await submit()).toMatchObject({
      status: 'rejected',
      message: 'Invalid request body',
    });
    expect(toastError).not.toHaveBeenCalled();

    visibility.visibilityState = 'hidden';
    invoke.mockResolvedValueOnce(httpError(502, { message: 'Bad Gateway' }));
    await submit();
    invoke.mockResolvedValueOnce(httpError(404, { success: false, error: 'Client not found' }));
    await later();
    expect(toastError).not.toHaveBeenCalled();
  });
});
