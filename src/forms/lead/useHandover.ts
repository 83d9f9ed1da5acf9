import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetFocus } from 'react-hook-form';
import type { Handover } from './useLiveForm.ts';

/**
 * The live form's side of useLiveForm: once mounted, put the caret back in the field the visitor was typing
 * in, and make the submit they pressed on the placeholder. (Typed values arrive as default values and win
 * over a stored draft, see useDraft.)
 */
export function useHandover<T extends FieldValues>(handover: Handover, setFocus: UseFormSetFocus<T>, submit: () => unknown): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (handover.focused) setFocus(handover.focused as Path<T>);
    if (handover.submit) void submit();
  }, [handover, setFocus, submit]);
}
