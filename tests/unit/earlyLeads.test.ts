// @vitest-environment happy-dom
/**
 * What the page's bootstrap does with a lead submitted before the entry runs (src/forms/handover/earlyInput.ts,
 * earlyLeads.ts): kept on the device under the id its row will have, the form emptied, and the visitor answered by
 * whoever is there to answer: the entry's code when it runs (it cancels the event), else the bootstrap's plain notice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadToasts } from '../../src/content/leadToasts.ts';
import { holdEarlyInput } from '../../src/forms/handover/earlyInput.ts';
import { EARLY_LEAD_EVENT, type EarlyLead, readEarlyLeads } from '../../src/forms/handover/earlyLeads.ts';

function paintEmbedCard(): HTMLFormElement {
  document.body.innerHTML = `
    <form data-lead-form="lead-embed" novalidate>
      <input name="project" /><input name="telegram" /><input name="email" />
      <input name="website" />
      <button type="submit">Start Free Trial</button>
    </form>`;
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

const notice = () => document.getElementById('rr-notice')?.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  holdEarlyInput();
});

afterEach(async () => {
  // The hold is released as the page is marked React's (a mutation observer's callback, after this task).
  document.documentElement.dataset.hydrated = 'true';
  await new Promise((resolve) => setTimeout(resolve));
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe("a lead submitted before the page's entry runs", () => {
  it('is kept on the device with its page and an id, the form emptied, and the visitor told it waits', () => {
    const form = paintEmbedCard();
    const event = submitLead(form, '@ada', 'ada@example.com');

    expect(event.defaultPrevented).toBe(true);
    const kept = readEarlyLeads();
    expect(kept).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        form: 'lead-embed',
        values: { project: '@ada', telegram: '', email: 'ada@example.com' },
        honeypot: '',
        path: window.location.pathname,
        answered: true,
      } satisfies EarlyLead,
    ]);
    expect((form.elements.namedItem('project') as HTMLInputElement).value).toBe('');
    expect(notice()).toContain(leadToasts.embedSuccess);
  });

  it('is left for the entry to answer when it runs, and each new lead on the same form is kept; an empty second press is not', () => {
    const form = paintEmbedCard();
    const heard: EarlyLead[][] = [];
    document.addEventListener(EARLY_LEAD_EVENT, (event) => {
      event.preventDefault();
      heard.push(readEarlyLeads());
    });

    submitLead(form, '@ada', 'ada@example.com');
    press(form);
    submitLead(form, '@grace', 'grace@example.com');

    expect(heard.map((leads) => leads.at(-1)?.values.project)).toEqual(['@ada', '@grace']);
    expect(readEarlyLeads().map((lead) => [lead.values.project, lead.answered])).toEqual([
      ['@ada', false],
      ['@grace', false],
    ]);
    expect(new Set(readEarlyLeads().map((lead) => lead.id)).size).toBe(2);
    expect(notice()).toBe('');
  });

  it('that its rules refuse is not kept, and says why', () => {
    const form = paintEmbedCard();
    submitLead(form, '@ada', 'not-an-email');

    expect(readEarlyLeads()).toEqual([]);
    const email = form.elements.namedItem('email') as HTMLInputElement;
    expect(email.validationMessage).toBe('Please enter a valid email address');
    expect(email.value).toBe('not-an-email');
  });
});
