import { applyFirstTouchConsent } from '../initial/attribution.ts';
import { whenIdle } from '../initial/idle.ts';
import { CONSENT_STORAGE_KEY } from '../shared/storageKeys.ts';
import {
  browserStorage,
  globalPrivacyControl,
  parseConsent,
  readConsent,
  storeConsent,
  type ConsentChoice,
  type ConsentMethod,
  type ConsentRecord,
} from './consentRecord.ts';

/**
 * The visitor's cookie consent and the preferences dialog's open state, in a plain module rather than a React
 * context: any part of a page reads it and changes it (the banner, the footer's and the cookie policy's buttons,
 * the install card that waits for the banner), wherever in the page it is rendered, and code that runs without
 * React can too; components read it with useConsent.ts (docs/decisions.md#hydration-the-next-step says why shared
 * state lives in such stores).
 */
export interface ConsentState {
  /** The valid stored consent, or null: no choice yet, or the stored value was unusable. */
  consent: ConsentRecord | null;
  /** False until the stored record has been read in the browser: the prerender cannot know it. */
  ready: boolean;
  preferencesOpen: boolean;
  /** The preferences dialog has been asked for once: its code is downloaded then, never with the page. */
  preferencesRequested: boolean;
}

/** What the prerender renders, and so what hydration must render too. */
export const PRERENDERED: ConsentState = {
  consent: null,
  ready: false,
  preferencesOpen: false,
  preferencesRequested: false,
};

let state = PRERENDERED;
const listeners = new Set<() => void>();
let tagsStarted = false;

function update(change: Partial<ConsentState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the state; returns a function that stops that. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner asks for a choice once the stored consent has been read and there is none. */
export const bannerShown = (state: ConsentState): boolean => state.ready && !state.consent;

/** The current state, as the store's subscribers read it. */
export function consentState(): ConsentState {
  return state;
}

/**
 * Reads the stored consent (the entry does, src/main.tsx; components hydrating meanwhile still render what the
 * prerender did, since useConsent hydrates from the prerendered state) and starts what it allows: the tags from consent stored before this page loaded (a new opt-in reloads the page to get here) and,
 * with analytics allowed, the Core Web Vitals of this visit, from a chunk of its own fetched once the page is idle.
 * Returns a function that stops listening to other tabs.
 */
export function startConsent(): () => void {
  const stored = readConsent(browserStorage());
  update({ consent: stored, ready: true });
  // Advertising alone, with Global Privacy Control on, starts nothing (tagLoader.ts): no loader to fetch.
  if (stored && (stored.analytics || (stored.advertising && !globalPrivacyControl()))) {
    tagsStarted = true;
    void import('./tagLoader.ts').then((m) => m.loadTagsForConsent(stored));
  }
  const cancelVitals = stored?.analytics
    ? whenIdle(
        () =>
          void import('../vitals/fieldVitals.ts').then(
            (m) => m.startFieldVitals(),
            () => undefined,
          ),
        { afterLoad: true },
      )
    : undefined;
  // A choice made in another tab applies here too (the banner goes away there and here), and what it withdraws
  // stops in the tags already running on this page at once. A choice that enables more waits for this page's next
  // load, as in the tab where it was made.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    const consent = parseConsent(event.newValue);
    update({ consent });
    const allowed = consent ?? { analytics: false, advertising: false };
    if (tagsStarted) void import('./tagLoader.ts').then((m) => m.revokeRunningTags(undefined, allowed));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    cancelVitals?.();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Stores the choice (advertising off while the browser sends Global Privacy Control), records it as a consent
 * event, closes the dialog and hides the banner; reloads if a tag category was enabled, so its tags load the way
 * every later page loads them (docs/product.md#cookie-consent).
 */
export function saveConsent(choice: ConsentChoice, method: ConsentMethod): void {
  const gpc = globalPrivacyControl();
  const record = storeConsent(browserStorage(), {
    analytics: choice.analytics,
    advertising: choice.advertising && !gpc,
  });
  update({ consent: record, preferencesOpen: false });
  applyFirstTouchConsent(record);
  const reload = record.analytics || record.advertising;
  // The proof of the choice goes through the outbox. Before a reload it is only stored (consentEvent.ts waits a
  // bounded time for that), and sent from the next page; a chunk that fails to load still lets the reload happen.
  const kept = import('./consentEvent.ts')
    .then((m) => m.keepConsentEvent(record, method, gpc, !reload))
    // Its code did not arrive (the page was left at once, the network went): the choice itself stands.
    .catch((error: unknown) => console.warn('The proof of the cookie choice was not kept', error));
  if (reload) void kept.finally(() => window.location.reload());
  else if (tagsStarted) void import('./tagLoader.ts').then((m) => m.revokeRunningTags());
}

/** Opens or closes the preferences dialog (the banner's, the footer's and the cookie policy's buttons). */
export function setPreferencesOpen(open: boolean): void {
  update(open ? { preferencesOpen: true, preferencesRequested: true } : { preferencesOpen: false });
}
