import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '../../lib/drafts.ts';

/**
 * Restores a form's draft after hydration (never during render: the prerendered markup must match) and
 * saves every change, so a reload or a closed tab loses nothing typed. A draft only fills empty fields: what
 * is already there (typed before this form went live, see useLiveForm) is newer.
 */
export function useDraft<T extends FieldValues>(key: string, form: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues'>): void {
  const { reset, watch, getValues } = form;
  useEffect(() => {
    const draft = loadDraft<Record<string, string>>(key);
    if (draft) {
      const current = getValues() as Record<string, unknown>;
      const filled = Object.fromEntries(Object.entries(draft).filter(([name]) => !current[name]));
      reset({ ...current, ...filled } as T, { keepDefaultValues: true });
    }
    const subscription = watch((values) => saveDraft(key, values as Record<string, string | undefined>));
    return () => subscription.unsubscribe();
  }, [key, reset, watch, getValues]);
}
