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

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the site offers installation once the visitor is engaged.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installPromptEvent(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Shows the browser's install dialog (an event can be used once only) and tells what the visitor chose. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = deferred;
  if (!event) return 'dismissed';
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
