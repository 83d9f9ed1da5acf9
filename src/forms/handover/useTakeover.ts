/**
 * The live side of the form handover (drawn in handover.ts): every `XFormLive` calls useTakeover to take over
 * what was done in the shell form, and useDraft to keep what is typed from then on.
 */
import { type BaseSyntheticEvent, useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '../../initial/drafts.ts';
import { HONEYPOT_NAME } from '../lead/honeypotName.ts';
import type { Handover } from './handover.ts';

/**
 * Every live form's useForm options. react-hook-form's own focusing of the first refused field cannot tell a press
 * on the live form from the shell's press that useTakeover replays, so useTakeover's submit does it instead.
 */
export const LIVE_FORM_OPTIONS = { shouldFocusError: false } as const;

/** Focus on the form's first field (in the page's order) that the rules refused. */
function focusFirstRefused(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name in errors,
  );
  first?.focus();
}

/**
 * In a layout effect (the same task as the commit that removed the shell form, so no keystroke or paste can slip
 * in between): take over what was typed, and put focus and the caret back where they were. Focus is moved here
 * directly: react-hook-form's setFocus defers it to a timer, and a paste landing in that gap would go nowhere.
 * Then make the submit pressed on the shell form, once, leaving focus alone: the visitor has moved on since
 * (a lead form's shell already answered a refused press), and a field taken from under their fingers would get
 * what they type or paste next.
 *
 * Returns the live form's own submit, which takes the visitor to the first field to correct. The form's useForm
 * is given LIVE_FORM_OPTIONS.
 */
export function useTakeover<T extends FieldValues, R>(
  takeHandover: () => Handover,
  form: Pick<UseFormReturn<T, unknown, R>, 'setValue' | 'handleSubmit'>,
  onValid: SubmitHandler<R>,
  liveForm: RefObject<HTMLFormElement | null>,
): (event?: BaseSyntheticEvent) => Promise<unknown> {
  const { setValue, handleSubmit } = form;
  const taken = useRef<Handover>(undefined);

  useLayoutEffect(() => {
    if (taken.current) return;
    const handover = takeHandover();
    taken.current = handover;
    for (const [name, value] of Object.entries(handover.typed))
      setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    for (const name of handover.ticked) setValue(name as Path<T>, true as PathValue<T, Path<T>>);
    const field = (name: string) => liveForm.current?.elements.namedItem(name);
    const honeypot = field(HONEYPOT_NAME);
    if (honeypot instanceof HTMLInputElement) honeypot.value = handover.honeypot;
    const { focused } = handover;
    const input = focused && field(focused.name);
    if (!focused || !(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) return;
    input.focus();
    if (input instanceof HTMLInputElement && focused.start !== null && focused.end !== null) {
      try {
        input.setSelectionRange(focused.start, focused.end);
      } catch {
        // type="email" inputs and checkboxes have no selection API: the caret stays where focus put it
      }
    }
  }, [takeHandover, setValue, liveForm]);

  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current || !taken.current?.submit) return;
    submitted.current = true;
    void handleSubmit(onValid)();
  }, [handleSubmit, onValid]);

  return useCallback(
    (event?: BaseSyntheticEvent) =>
      handleSubmit(onValid, (errors) => focusFirstRefused(liveForm.current, errors))(event),
    [handleSubmit, onValid, liveForm],
  );
}

/**
 * Restores a form's draft after hydration (never during render: the prerendered markup must match) and saves
 * every change, so a reload or a closed tab loses nothing typed. A draft only fills empty fields: what is already
 * there (typed in the shell form and taken over by useTakeover) is newer.
 */
export function useDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues'>,
): void {
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
