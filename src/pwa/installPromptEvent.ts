/**
 * Chrome's `beforeinstallprompt` can fire before the app, let alone the lazily loaded install UI, is there, so
 * this tiny module (imported by the entry, src/main.tsx) catches it from the start and keeps it for later.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Keeps (or, once used or the app is installed, drops) the event and tells the install UI. */
export function setInstallPromptEvent(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the site offers installation once the visitor is engaged.
    event.preventDefault();
    setInstallPromptEvent(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setInstallPromptEvent(null));
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installPromptEvent(): BeforeInstallPromptEvent | null {
  return deferred;
}
