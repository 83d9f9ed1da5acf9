/**
 * What a visitor typed into a form, kept in localStorage per form until the submission is delivered or the
 * visitor clears it, so a reload or a closed tab loses nothing. A form's draft is kept under the form's name (its
 * standard `name` attribute); the page's entry shows a stored one as it starts,
 * before any React (src/main.tsx), a form the app renders later shows it itself. Page code only.
 */
import { DRAFT_KEY_PREFIX } from '../shared/storageKeys.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadDraft<T extends Record<string, string>>(key: string): Partial<T> | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY_PREFIX + key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, values: Record<string, string | undefined>): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(DRAFT_KEY_PREFIX + key);
    else storage()?.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(kept));
  } catch {
    // quota or blocked storage: the form still works, only the draft is not kept
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // blocked storage: nothing was kept
  }
}

/** The form's stored draft, written into the text fields and selects still empty: never over what is typed. */
export function showDraft(form: HTMLFormElement, key: string): Partial<Record<string, string>> | undefined {
  const draft = loadDraft<Record<string, string>>(key);
  for (const [name, value] of Object.entries(draft ?? {})) {
    const field = form.elements.namedItem(name);
    const fillable =
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(field.type));
    // A select that offers no such option (a draft from another list) is left unselected.
    if (fillable && !field.value && typeof value === 'string') field.value = value;
  }
  return draft;
}

/** Shows every stored draft of the prerendered page's forms: the entry runs this as it starts. */
export function showStoredDrafts(): void {
  for (const form of document.forms) {
    // The attribute, not the property: a field named "name" would stand in for it.
    const key = form.getAttribute('name');
    if (key) showDraft(form, key);
  }
}
