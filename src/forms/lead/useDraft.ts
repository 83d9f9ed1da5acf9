import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '../../lib/drafts.ts';

/**
 * Restores a form's draft after hydration (never during render: the prerendered markup must match) and
 * saves every change, so a reload or a closed tab loses nothing typed. `typed` (what the visitor just typed
 * into the placeholder, see useLiveForm) is newer than any stored draft and wins over it.
 */
export function useDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues'>,
  typed: Record<string, string> = {},
): void {
  const { reset, watch, getValues } = form;
  useEffect(() => {
    const draft = loadDraft<Record<string, string>>(key);
    if (draft) reset({ ...getValues(), ...draft, ...typed } as T, { keepDefaultValues: true });
    const subscription = watch((values) => saveDraft(key, values as Record<string, string | undefined>));
    return () => subscription.unsubscribe();
    // `typed` is read once, when the form mounts.
  }, [key, reset, watch, getValues]);
}
