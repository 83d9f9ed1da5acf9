import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { whenIdle } from '../lib/idle.ts';
import {
  browserStorage,
  CONSENT_STORAGE_KEY,
  globalPrivacyControl,
  parseConsent,
  readConsent,
  storeConsent,
  type ConsentChoice,
  type ConsentMethod,
  type ConsentRecord,
} from './consentRecord.ts';

// Radix Dialog and Switch download on the first open, never with the page.
const CookiePreferencesDialog = lazyLayer(
  () => import('./CookiePreferencesDialog.tsx'),
  (m) => m.CookiePreferencesDialog,
);

export interface CookieConsentContextValue {
  /** The valid stored consent, or null: no choice yet, or the stored value was unusable. */
  consent: ConsentRecord | null;
  /** False until the stored record has been read in the browser: the prerender cannot know it. */
  ready: boolean;
  /**
   * Stores the choice (advertising off while the browser sends Global Privacy Control), records it as a consent
   * event, closes the dialog and hides the banner; reloads if a tag category was enabled.
   */
  save: (choice: ConsentChoice, method: ConsentMethod) => void;
  preferencesOpen: boolean;
  setPreferencesOpen: (open: boolean) => void;
}

const CookieConsentContext = createContext<CookieConsentContextValue | null>(null);

export function useCookieConsentContext(): CookieConsentContextValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error('useCookieConsentContext must be used within a CookieConsentProvider');
  return value;
}

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  const [ready, setReady] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const tagsStarted = useRef(false);

  // Read after hydration so the first render matches the prerendered HTML. As a transition: an urgent
  // context change would make React finish hydrating the page below in one long, unyielding task.
  useEffect(() => {
    const stored = readConsent(browserStorage());
    startTransition(() => {
      setConsent(stored);
      setReady(true);
    });
    // Tags start only from consent stored before this page loaded; a new opt-in reloads the page to get here.
    // Advertising alone, with Global Privacy Control on, starts nothing (tagLoader.ts): no loader to fetch.
    if (stored && (stored.analytics || (stored.advertising && !globalPrivacyControl()))) {
      tagsStarted.current = true;
      void import('./tagLoader.ts').then((m) => m.loadTagsForConsent(stored));
    }
    // Core Web Vitals of this visit, with analytics consent only: a chunk of its own, fetched once the page is idle.
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
    // A choice made in another tab applies here too (the banner goes away there and here).
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) setConsent(parseConsent(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelVitals?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const save = useCallback((choice: ConsentChoice, method: ConsentMethod) => {
    const gpc = globalPrivacyControl();
    const record = storeConsent(browserStorage(), {
      analytics: choice.analytics,
      advertising: choice.advertising && !gpc,
    });
    setConsent(record);
    setPreferencesOpen(false);
    // Enabling a category reloads, so its tags load the way every later page loads them
    // (docs/product.md#cookie-consent).
    const reload = record.analytics || record.advertising;
    // The proof of the choice goes through the outbox. Before a reload it is only stored (consentEvent.ts waits a
    // bounded time for that), and sent from the next page; a chunk that fails to load still lets the reload happen.
    const kept = import('./consentEvent.ts').then((m) => m.keepConsentEvent(record, method, gpc, !reload));
    if (reload) void kept.finally(() => window.location.reload());
    else if (tagsStarted.current) void import('./tagLoader.ts').then((m) => m.revokeRunningTags());
  }, []);

  const openOrClose = useCallback((open: boolean) => {
    if (open) setDialogRequested(true);
    setPreferencesOpen(open);
  }, []);

  const value = useMemo(
    () => ({ consent, ready, save, preferencesOpen, setPreferencesOpen: openOrClose }),
    [consent, ready, save, preferencesOpen, openOrClose],
  );

  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      {dialogRequested && (
        <OptionalLayer>
          <CookiePreferencesDialog />
        </OptionalLayer>
      )}
    </CookieConsentContext.Provider>
  );
}
