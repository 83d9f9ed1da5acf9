// @vitest-environment happy-dom
/**
 * What the page's bootstrap does with a lead submitted before the page is React's (src/forms/handover/earlyInput.ts):
 * stored in the outbox under its final id, in the shape its row will have, the form emptied and marked kept, the
 * visitor told it is kept, and every page's flushers told it waits. And what the entry does with the leads an
 * earlier version kept in localStorage instead (earlyLeads.ts). happy-dom has no IndexedDB: the outbox keeps its
 * items in its localStorage fallback, as in a browser that refuses IndexedDB.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadToasts } from '../../src/content/leadToasts.ts';
import { keepEarlyLeads } from '../../src/forms/handover/earlyInput.ts';
import { holdInputUntilStarted } from '../../src/initial/heldInput.ts';
import { adoptEarlyLeads } from '../../src/forms/handover/earlyLeads.ts';
import { EARLY_LEADS_STORAGE_KEY } from '../../src/shared/storageKeys.ts';
import { OUTBOX_CHANNEL } from '../../src/lib/outbox/keep.ts';
import { fallbackStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, OutboxItem } from '../../src/lib/outbox/types.ts';

function paintEmbedCard(): HTMLFormElement {
  document.body.innerHTML = `
    <div id="root" data-start="input">
      <form name="lead-embed" novalidate>
        <input name="project" /><input name="telegram" /><input name="email" />
        <input name="website" />
        <button type="submit">Start Free Trial</button>
      </form>
    </div>`;
  return document.querySelector('form')!;
}

function submitLead(form: HTMLFormElement, project: string, email: string): SubmitEvent {
  (form.elements.namedItem('project') as HTMLInputElement).value = project;
  (form.elements.namedItem('email') as HTMLInputElement).value = email;
  return press(form);
}

function press(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

/** The page becomes React's: its root is marked started (src/routes/PageSlot.tsx). */
function markStarted(): void {
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.setAttribute('data-started', '');
}

const notice = () => document.getElementById('rr-notice')?.textContent ?? '';
const kept = () => fallbackStore(localStorage).list();
const projects = async () => (await kept()).map((item) => (item.payload as { project: string }).project).sort();

// Once, as the page's bootstrap does: it holds what needs the page's code for the page's whole life.
beforeAll(holdInputUntilStarted);

let heard: OutboxEvent[];
let channel: BroadcastChannel;

beforeEach(() => {
  localStorage.clear();
  heard = [];
  channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => heard.push(message.data);
  keepEarlyLeads();
});

afterEach(async () => {
  channel.close();
  vi.restoreAllMocks();
  // The hold is released as the page is marked React's (a mutation observer's callback, after this task).
  markStarted();
  await new Promise((resolve) => setTimeout(resolve));
  document.body.innerHTML = '';
  document.getElementById('rr-notice')?.remove();
});

describe('a lead submitted before the page is React’s', () => {
  it('is stored in the outbox as its row, the form emptied and marked kept, the visitor told, the flushers called', async () => {
    const form = paintEmbedCard();
    const event = submitLead(form, '@ada', 'ada@example.com');

    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    const [item] = (await kept()) as OutboxItem<Record<string, unknown>>[];
    expect(item).toMatchObject({
      kind: 'lead',
      attempts: 0,
      draftKey: 'lead-embed',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(item!.payload).toMatchObject({
      project: '@ada',
      telegram: null,
      email: 'ada@example.com',
      page_path: window.location.pathname,
      consent_id: null,
    });
    await vi.waitFor(() => expect(notice()).toContain(leadToasts.embedSuccess));
    expect((form.elements.namedItem('project') as HTMLInputElement).value).toBe('');
    expect(form.dataset.kept).toBe('');
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'queued', id: item!.id, kind: 'lead' }]));
  });

  it('is kept once for a second press of the emptied form, and each new lead on it is kept under its own id', async () => {
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'ada@example.com');
    press(form);
    await vi.waitFor(() => expect(form.dataset.kept).toBe(''));
    press(form);
    submitLead(form, '@grace', 'grace@example.com');

    await vi.waitFor(async () => expect(await projects()).toEqual(['@ada', '@grace']));
    expect(new Set((await kept()).map((item) => item.id)).size).toBe(2);
  });

  it('that its rules refuse is not kept, and says why', async () => {
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'not-an-email');

    const email = form.elements.namedItem('email') as HTMLInputElement;
    expect(email.validationMessage).toBe('Please enter a valid email address');
    expect(email.value).toBe('not-an-email');
    expect(await kept()).toEqual([]);
    expect(form.dataset.kept).toBeUndefined();
  });

  it('from a bot (the honeypot filled) looks kept and stores nothing', async () => {
    const form = paintEmbedCard();
    (form.elements.namedItem('website') as HTMLInputElement).value = 'https://spam.example';
    submitLead(form, '@bot', 'bot@example.com');

    expect(notice()).toContain(leadToasts.embedSuccess);
    expect(await kept()).toEqual([]);
  });

  it('that the device refuses to store stays in the form, its submit held for the page’s own form', async () => {
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const form = paintEmbedCard();
    const replayed = vi.fn((event: Event) => event.preventDefault());
    submitLead(form, '@ada', 'ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((form.elements.namedItem('project') as HTMLInputElement).value).toBe('@ada');
    expect(notice()).toBe('');
    refuse.mockRestore();

    form.addEventListener('submit', replayed);
    markStarted();
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
  });
});

describe('leads an earlier version kept in localStorage', () => {
  const legacy = (id: string, project: string, honeypot = '') => ({
    id,
    form: 'lead-embed',
    values: { project, telegram: '', email: `${project.slice(1)}@example.com` },
    honeypot,
    path: '/embed',
    answered: true,
  });

  it('move into the outbox under their ids, from the page they were sent from; a bot’s is dropped', async () => {
    const ada = crypto.randomUUID();
    localStorage.setItem(
      EARLY_LEADS_STORAGE_KEY,
      JSON.stringify([legacy(ada, '@ada'), legacy(crypto.randomUUID(), '@bot', 'https://spam.example')]),
    );
    await adoptEarlyLeads();

    const items = await kept();
    expect(items.map((item) => item.id)).toEqual([ada]);
    expect(items[0]!.payload).toMatchObject({ project: '@ada', page_path: '/embed' });
    expect(localStorage.getItem(EARLY_LEADS_STORAGE_KEY)).toBeNull();
  });

  it('leave an item the outbox holds already as it is', async () => {
    const ada = crypto.randomUUID();
    await fallbackStore(localStorage).put({
      id: ada,
      kind: 'lead',
      payload: { project: '@ada' },
      createdAt: 1,
      attempts: 3,
      nextAttemptAt: 9,
      stage: 'inserted',
    });
    localStorage.setItem(EARLY_LEADS_STORAGE_KEY, JSON.stringify([legacy(ada, '@ada')]));
    await adoptEarlyLeads();

    expect(await kept()).toMatchObject([{ id: ada, attempts: 3, stage: 'inserted' }]);
  });
});
