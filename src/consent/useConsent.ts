import { useSyncExternalStore } from 'react';
import { type ConsentState, consentState, PRERENDERED, subscribe } from './consentStore.ts';

/**
 * The part of the consent state (consentStore.ts) a component shows; it renders again only when that part changes.
 * In a module of its own, so the store stays free of React for code that runs without it.
 */
export function useConsent<T>(select: (state: ConsentState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(consentState()),
    () => select(PRERENDERED),
  );
}
