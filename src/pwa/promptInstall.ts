import { installPromptEvent, setInstallPromptEvent } from './installPromptEvent.ts';

/**
 * Shows the browser's install dialog (an event can be used once only) and tells what the visitor chose. Apart
 * from the event's catcher (installPromptEvent.ts, in the entry): only the install card, loaded later, needs it.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = installPromptEvent();
  if (!event) return 'dismissed';
  setInstallPromptEvent(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
