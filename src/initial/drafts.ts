/**
 * What a visitor typed into a form, kept in localStorage per form until the submission is delivered or the
 * visitor clears it, so a reload or a closed tab loses nothing. Page code only.
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
