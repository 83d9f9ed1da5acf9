/**
 * Holds a form submitted before the app has hydrated, and submits it again once it has.
 *
 * Until then the prerendered forms are plain HTML: the browser's own submission would GET this URL with
 * the fields in its query string (an email address in the history and the server logs), reload the page
 * and lose what was typed. A visitor on a slow phone can tap a submit button in that window. The hold
 * stops the event before React's root listener sees it, so React never handles it twice, and lets go when
 * the page is marked hydrated (routes/pageRegistry.tsx): from then on its forms are React's.
 */
export function holdEarlySubmits(): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);

  const root = document.documentElement;
  const release = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    release.disconnect();
    document.removeEventListener('submit', hold, true);
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  });
  release.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
