/**
 * The prerendered side of the form handover (drawn in handover.ts), for a form with a live side (the crypto
 * sign-up): the page ships the form as plain inputs, and the live form's chunk (zod, react-hook-form, a backend
 * client) loads on the first touch or focus, or at once when a draft or something typed before hydration waits. It
 * then takes over what was typed, the focused field and its caret, and a submit pressed in the meantime. Nothing the
 * visitor does before it arrives is lost.
 */
import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefCallback,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { afterNextPaint } from '../../initial/afterPaint.ts';
import { saveDraft, showDraft } from '../../initial/drafts.ts';
import { whenPointerReleased } from './pointerRelease.ts';
import { whenOnline } from '../../initial/whenOnline.ts';
import { HONEYPOT_NAME } from '../lead/honeypotName.ts';
import type { Handover, LiveFormProps } from './handover.ts';

/** What the shell's markup is given: spread `form` on its <form>. */
export interface ShellForm {
  form: {
    ref: RefCallback<HTMLFormElement>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  };
}

export interface FormShellProps<P extends LiveFormProps> {
  /**
   * The live form, as a dynamic import: that keeps its libraries out of the page's chunk. Module-level: the
   * callbacks below depend on it.
   */
  loadLive: () => Promise<ComponentType<P>>;
  /** The live form's own props; FormShell adds `takeHandover`. */
  live: Omit<P, keyof LiveFormProps>;
  /** The shell's text fields and selects, by their `name`s. Module-level, as `loadLive`. */
  fields: readonly string[];
  /** The shell's checkboxes, by their `name`s (not kept in the draft: consent is given afresh). */
  checkboxes?: readonly string[];
  /** The form's draft key: a stored draft is shown at once and the live form loads straight away. */
  draftKey: string;
  /** The shell's markup: the form's `XFormFields` with the ShellForm's props. */
  children: (shell: ShellForm) => ReactNode;
}

/** A text input or a select: what the shell's fields are. */
type FieldElement = HTMLInputElement | HTMLSelectElement;

function isField(element: unknown): element is FieldElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
}

/** The default, one array for every render: the callbacks and the effect below depend on it. */
const NO_CHECKBOXES: readonly string[] = [];

function readShell(
  form: HTMLFormElement,
  fields: readonly string[],
  checkboxes: readonly string[],
  submit: boolean,
): Handover {
  const typed: Record<string, string> = {};
  for (const name of fields) {
    const element = form.elements.namedItem(name);
    if (isField(element) && element.value) typed[name] = element.value;
  }
  const ticked = checkboxes.filter((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked);
  const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '';
  const active = document.activeElement;
  // The honeypot too: a bot typing into it as the live form arrives must go on typing into the live one.
  const focusable = [...fields, ...checkboxes, HONEYPOT_NAME];
  const focused =
    isField(active) && form.contains(active) && focusable.includes(active.name)
      ? {
          name: active.name,
          ...(active instanceof HTMLInputElement
            ? { start: active.selectionStart, end: active.selectionEnd }
            : { start: null, end: null }),
        }
      : undefined;
  return { typed, ticked, focused, honeypot, submit };
}

function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const element = form.elements.namedItem(name);
      return [name, isField(element) ? element.value : ''];
    }),
  );
}

/**
 * Renders the shell form until the live form has loaded, then the live form in its place. The shell form is read
 * at the last possible moment: when React detaches it, in the same commit that mounts the live form, whose layout
 * effect applies it (useTakeover) before any further input event can run.
 */
export function FormShell<P extends LiveFormProps>({
  loadLive,
  live,
  fields,
  checkboxes = NO_CHECKBOXES,
  draftKey,
  children,
}: FormShellProps<P>) {
  const container = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<P>>();
  const loading = useRef(false);
  const submitPressed = useRef(false);
  const handover = useRef<Handover>({ typed: {}, ticked: [], honeypot: '', submit: false });

  const upgrade = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    whenOnline()
      // Asked for once the touch has been answered on screen: starting a module's download adds its stylesheet to
      // the page, and the browser would restyle the whole page before showing what the touch did.
      .then(afterNextPaint)
      .then(loadLive)
      // Never swapped in under a finger: the press that started the download may still be down.
      .then((Form) => whenPointerReleased().then(() => Form))
      .then(
        (Form) => setLive(() => Form),
        () => {
          loading.current = false; // the network failed mid-download: try again on the next touch
        },
      );
  }, [loadLive]);

  /** Ref for the shell's <form>: its cleanup runs as React removes it, inputs still intact and focused. */
  const shellRef: RefCallback<HTMLFormElement> = useCallback(
    (form) => {
      if (!form) return;
      return () => {
        handover.current = readShell(form, fields, checkboxes, submitPressed.current);
      };
    },
    [fields, checkboxes],
  );

  useEffect(() => {
    const form = container.current?.querySelector('form');
    // On a slow phone the prerendered inputs take typing before React hydrates, unseen by onInput and onFocus:
    // it is kept as the draft and the live form loads for it, as if it had been typed a moment later.
    const early = form ? readShell(form, fields, checkboxes, false) : undefined;
    const typedEarly = early && Object.keys(early.typed).length > 0 ? early.typed : undefined;
    // The entry showed a stored draft as it started; one stored since, or a form rendered since, is shown here. The
    // live form then takes it over like anything typed.
    const draft = form ? showDraft(form, draftKey) : undefined;
    if (typedEarly) saveDraft(draftKey, { ...draft, ...typedEarly });
    if (draft || typedEarly || early?.focused || early?.ticked.length) upgrade();
  }, [draftKey, fields, checkboxes, upgrade]);

  /** The shell form's submit: remembered, and made by the live form as soon as it is there. */
  const submitShell = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      upgrade();
      submitPressed.current = true;
    },
    [upgrade],
  );

  const takeHandover = useCallback(() => handover.current, []);

  /** What is typed into the shell is a draft too: a reload before the live form arrives keeps it. */
  const keepDraft = useCallback(
    (event: FormEvent<HTMLFormElement>) => saveDraft(draftKey, valuesOf(event.currentTarget, fields)),
    [draftKey, fields],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches for the first touch or focus inside, to load the live form; the controls are the form's own.
    <div
      ref={container}
      onPointerDown={upgrade}
      onFocus={upgrade}
      // A stored draft is shown before any React (initial/drafts.ts).
      data-draft={draftKey}
    >
      {Live ? (
        <Live {...(live as P)} takeHandover={takeHandover} />
      ) : (
        children({ form: { ref: shellRef, onSubmit: submitShell, onInput: keepDraft } })
      )}
    </div>
  );
}
