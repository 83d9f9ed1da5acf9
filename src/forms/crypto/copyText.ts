/**
 * Copies text to the clipboard. In-app browsers (X, Telegram, some WebViews) often lack the Clipboard API or
 * refuse it, so the fallback selects `source`'s text and uses the legacy copy command; when even that fails
 * the text stays selected, ready for the visitor's own long-press copy.
 */
export async function copyText(text: string, source: HTMLElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no secure context: try the selection below.
  }
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(source);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    // Deprecated but still the only copy path without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
