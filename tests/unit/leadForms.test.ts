// @vitest-environment happy-dom
/**
 * The lead forms' one implementation (src/initial/leadForms.ts), as the page's bootstrap runs it from the first
 * paint: what is typed is the draft; a submit the rules refuse shows their messages under the fields; a lead that
 * passes is stored in the outbox as its row, under its final id, and answered from the outbox within the form's
 * wait: delivered, refused, or kept to be sent later; the visitor is told in a plain notice until the page is React's,
 * and the answer is marked on the form for its component. happy-dom has no IndexedDB: the outbox keeps its items in
 * its localStorage fallback, as in a browser that refuses IndexedDB.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { loadDraft } from '../../src/initial/drafts.ts';
import { ANSWER } from '../../src/initial/leadAnswer.ts';
import { runLeadForms } from '../../src/initial/leadForms.ts';
import { OUTBOX_CHANNEL } from '../../src/lib/outbox/signals.ts';
import { ANSWER_WITHIN_MS } from '../../src/lib/outbox/submit.ts';
import { fallbackStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, OutboxItem } from '../../src/lib/outbox/types.ts';
import { LEAD_EMBED_DRAFT_KEY } from '../../src/shared/storageKeys.ts';

function paintEmbedCard(): HTMLFormElement {
  const field = (name: string) => `<input id="embed-${name}" name="${name}" /><p id="embed-${name}-error"></p>`;
  document.body.innerHTML = `
    <div id="root" data-start="input">
      <form name="lead-embed" novalidate>
        ${field('project')}${field('telegram')}${field('email')}
        <input name="website" />
        <button type="submit">Start Free Trial</button>
      </form>
    </div>`;
  return document.querySelector('form')!;
}

const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

function type(form: HTMLFormElement, name: string, value: string): void {
  input(form, name).value = value;
  input(form, name).dispatchEvent(new Event('input', { bubbles: true }));
}

function submitLead(form: HTMLFormElement, project: string, email: string): SubmitEvent {
  type(form, 'project', project);
  type(form, 'email', email);
  return press(form);
}

function press(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

const notice = () => document.getElementById('rr-notice')?.textContent ?? '';
const message = (name: string) => document.getElementById(`embed-${name}-error`)?.textContent;
const kept = () => fallbackStore(localStorage).list();

/** Answers every kept item as a flusher of some page of the site would, once it is announced. */
function flusherAnswering(answer: (id: string) => OutboxEvent): void {
  flusher.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
    if (data.type === 'queued') flusher.postMessage(answer(data.id));
  };
}

// Once, as the page's bootstrap does: for the page's whole life.
beforeAll(runLeadForms);

let flusher: BroadcastChannel;

beforeEach(() => {
  localStorage.clear();
  flusher = new BroadcastChannel(OUTBOX_CHANNEL);
});

afterEach(() => {
  flusher.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a lead that passes its rules', () => {
  it('is stored as its row under its final id, and answered sent when a flusher delivers it in time', async () => {
    flusherAnswering((id) => ({ type: 'delivered', id, kind: 'lead', deferred: false }));
    const form = paintEmbedCard();
    const event = submitLead(form, '@ada', 'ada@example.com');

    expect(event.defaultPrevented).toBe(true);
    expect(form.querySelector('button')?.textContent).toBe('Submitting...');
    await vi.waitFor(() => expect(notice()).toBe(leadToasts.embedSuccess));
    const [item] = (await kept()) as OutboxItem<Record<string, unknown>>[];
    expect(item).toMatchObject({
      kind: 'lead',
      draftKey: LEAD_EMBED_DRAFT_KEY,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answerBy: expect.any(Number),
    });
    expect(item!.payload).toMatchObject({
      project: '@ada',
      telegram: null,
      email: 'ada@example.com',
      consent_id: null,
    });
    expect(input(form, 'project').value).toBe('');
    expect(loadDraft(LEAD_EMBED_DRAFT_KEY)).toBeUndefined();
    expect(form.getAttribute(ANSWER)).toBe('sent');
    expect(form.querySelector('button')?.textContent).toBe('Start Free Trial');
  });

  it('is answered kept, with the waiting line, when nothing has delivered it within the form’s wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'ada@example.com');
    await vi.advanceTimersByTimeAsync(ANSWER_WITHIN_MS - 100);
    expect(notice()).toBe('');
    await vi.advanceTimersByTimeAsync(100);

    expect(notice()).toBe(leadToasts.embedSuccess + leadToasts.unreachable);
    expect(form.getAttribute(ANSWER)).toBe('queued');
    expect(await kept()).toHaveLength(1);
  });

  it('is answered kept at once offline, where no flush can deliver it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'ada@example.com');
    await vi.waitFor(() => expect(notice()).toBe(leadToasts.embedSuccess + leadToasts.offline));
    expect(await kept()).toHaveLength(1);
  });

  it('that the server refuses is answered so, and stays in the form to be corrected', async () => {
    flusherAnswering((id) => ({ type: 'rejected', id, kind: 'lead', message: 'No.', deferred: false }));
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'ada@example.com');

    await vi.waitFor(() => expect(notice()).toBe(leadToasts.formError));
    expect(input(form, 'project').value).toBe('@ada');
    expect(form.getAttribute(ANSWER)).toBe('rejected');
  });

  it('is kept once for a second press while it is answered, and each new lead under its own id', async () => {
    flusherAnswering((id) => ({ type: 'delivered', id, kind: 'lead', deferred: false }));
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'ada@example.com');
    press(form);
    await vi.waitFor(() => expect(form.getAttribute(ANSWER)).toBe('sent'));
    submitLead(form, '@grace', 'grace@example.com');
    await vi.waitFor(async () => expect(await kept()).toHaveLength(2));
    const projects = (await kept()).map((item) => (item.payload as { project: string }).project);
    expect(projects.sort()).toEqual(['@ada', '@grace']);
  });

  it('once the page is React’s is marked for the form’s component, which tells it', async () => {
    flusherAnswering((id) => ({ type: 'delivered', id, kind: 'lead', deferred: false }));
    const form = paintEmbedCard();
    document.getElementById('root')?.setAttribute('data-started', '');
    submitLead(form, '@ada', 'ada@example.com');
    await vi.waitFor(() => expect(form.getAttribute(ANSWER)).toBe('sent'));
    expect(notice()).toBe('');
  });
});

describe('a lead its rules refuse', () => {
  it('shows their messages under the fields, stores nothing, and the messages follow the corrections', async () => {
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'not-an-email');

    expect(message('email')).toBe('Please enter a valid email address');
    expect(input(form, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(message('project')).toBe('');
    expect(document.activeElement).toBe(input(form, 'email'));
    expect(await kept()).toEqual([]);
    expect(form.hasAttribute(ANSWER)).toBe(false);

    type(form, 'email', 'ada@example.com');
    expect(message('email')).toBe('');
    expect(input(form, 'email').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('what the visitor types', () => {
  it('is the form’s draft from the first keystroke', () => {
    const form = paintEmbedCard();
    type(form, 'project', '@ad');
    expect(loadDraft(LEAD_EMBED_DRAFT_KEY)).toEqual({ project: '@ad' });
  });
});

it('a bot’s lead (the honeypot filled) is told the same and stores nothing', async () => {
  const form = paintEmbedCard();
  input(form, 'website').value = 'https://spam.example';
  submitLead(form, '@bot', 'bot@example.com');

  await vi.waitFor(() => expect(notice()).toBe(leadToasts.embedSuccess));
  expect(await kept()).toEqual([]);
});

it('a lead the device refuses to store stays in the form, and the visitor is told', async () => {
  vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const form = paintEmbedCard();
  submitLead(form, '@ada', 'ada@example.com');

  await vi.waitFor(() => expect(notice()).toBe(leadToasts.formError));
  expect(input(form, 'project').value).toBe('@ada');
  expect(form.getAttribute(ANSWER)).toBe('failed');
});
