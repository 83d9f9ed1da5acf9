// @vitest-environment happy-dom
/**
 * What the entry does with the leads an earlier version of the site kept in localStorage, submitted before a page's
 * entry had run (src/forms/handover/earlyLeads.ts): each moves into the outbox under its id. happy-dom has no
 * IndexedDB: the outbox keeps its items in its localStorage fallback, as in a browser that refuses IndexedDB.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptEarlyLeads } from '../../src/forms/handover/earlyLeads.ts';
import { EARLY_LEADS_STORAGE_KEY } from '../../src/shared/storageKeys.ts';
import { fallbackStore } from '../../src/lib/outbox/store.ts';

const kept = () => fallbackStore(localStorage).list();

beforeEach(() => localStorage.clear());

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
