/**
 * Holds what a visitor does before the app has hydrated, and does it again once it has. Until then the
 * prerendered page is plain HTML, and a visitor on a slow phone can tap it in that window:
 * - a submitted form would be the browser's own submission: a GET of this URL with the fields in its query
 *   string (an email address in the history and the server logs), a reload, and what was typed lost;
 * - a tapped button (the menu, "Get started", the demo's play button) would do nothing, and the visitor would
 *   wonder why. The last one tapped is pressed again (a submit button's tap is the submit, held as such).
 * Both stop the event before React's root listener sees it, so React never handles it twice, and let go when
 * the page is marked hydrated (routes/pageRegistry.tsx): from then on the page is React's.
 */
export function holdEarlyInput(): void {
  let submitted: SubmitEvent | undefined;
  let tapped: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    if (event.type === 'submit') {
      event.preventDefault();
      submitted = event as SubmitEvent;
    } else {
      const button = (event.target as Element).closest('button');
      if (!button || (button.type === 'submit' && button.form)) return;
      tapped = button;
    }
    event.stopPropagation();
  };
  const types = ['submit', 'click'];
  for (const type of types) document.addEventListener(type, hold, true);

  const root = document.documentElement;
  const release = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    release.disconnect();
    for (const type of types) document.removeEventListener(type, hold, true);
    const form = submitted?.target as HTMLFormElement | undefined;
    const submitter = submitted?.submitter;
    if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    if (tapped?.isConnected) tapped.click();
  });
  release.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
