import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { HONEYPOT_NAME } from './honeypotName.ts';
import type { Handover } from './useLiveForm.ts';

/**
 * The live form's side of useLiveForm. In a layout effect (the same task as the commit that removed the
 * placeholder, so no keystroke or paste can slip in between): take over what was typed, and put focus and the
 * caret back where they were. Focus is moved here directly: react-hook-form's setFocus defers it to a timer,
 * and a paste landing in that gap would go nowhere. Then make the submit pressed on the placeholder.
 */
export function useHandover<T extends FieldValues>(
  takeHandover: () => Handover,
  setValue: UseFormSetValue<T>,
  submit: () => unknown,
  liveForm: RefObject<HTMLFormElement | null>,
): void {
  const taken = useRef<Handover>(undefined);

  useLayoutEffect(() => {
    if (taken.current) return;
    const handover = takeHandover();
    taken.current = handover;
    for (const [name, value] of Object.entries(handover.typed)) setValue(name as Path<T>, value as PathValue<T, Path<T>>);
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
    void submit();
  }, [submit]);
}
