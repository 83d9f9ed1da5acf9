import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadDraft } from '../../lib/drafts.ts';

/** What the visitor did in the placeholder before the live form arrived; the live form takes it over. */
export interface Handover {
  /** Non-empty values typed into the placeholder's fields, by field name. */
  typed: Record<string, string>;
  /** The field that had focus, so the caret stays where the visitor is typing. */
  focused?: string;
  /** The visitor pressed submit on the placeholder: the live form submits once it has mounted. */
  submit: boolean;
}

export interface LiveFormOptions {
  /** The placeholder's field names (its inputs' `name`s). */
  fields: readonly string[];
  /** The form's draft key: a stored draft means the visitor is coming back, so load at once to restore it. */
  draftKey: string;
  /** Also load when the card comes within this margin of the viewport (e.g. '400px 0px'); default: never. */
  nearViewport?: string;
}

/**
 * A form whose validation (zod, react-hook-form) and sending code stay out of the page's first download: the
 * page ships plain prerendered inputs, and the live form's chunk loads on the first touch or focus (or near the
 * viewport, or at once when a draft waits), then takes over what was typed, the focused field and a submit
 * pressed in the meantime. Nothing the visitor does before it arrives is lost.
 */
export function useLiveForm<Live>(load: () => Promise<Live>, { fields, draftKey, nearViewport }: LiveFormOptions) {
  const container = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Form: Live; handover: Handover }>();
  const loading = useRef(false);
  const submitPressed = useRef(false);

  const upgrade = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (Form) => {
        // Read the placeholder as it is now, not when loading started: the visitor kept typing meanwhile.
        const form = container.current?.querySelector('form');
        const typed: Record<string, string> = {};
        for (const name of fields) {
          const value = (form?.elements.namedItem(name) as HTMLInputElement | null)?.value;
          if (value) typed[name] = value;
        }
        const active = document.activeElement;
        const focused = active instanceof HTMLInputElement && form?.contains(active) && fields.includes(active.name) ? active.name : undefined;
        setLive({ Form, handover: { typed, focused, submit: submitPressed.current } });
      },
      () => {
        loading.current = false; // offline before the chunk arrived: try again on the next touch
      },
    );
  }, [load, fields]);

  useEffect(() => {
    if (loadDraft(draftKey)) return upgrade();
    const element = container.current;
    if (!nearViewport || !element) return;
    if (typeof IntersectionObserver === 'undefined') return upgrade();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        upgrade();
      }
    }, { rootMargin: nearViewport });
    observer.observe(element);
    return () => observer.disconnect();
  }, [draftKey, nearViewport, upgrade]);

  /** The placeholder form's submit: remembered, and done by the live form as soon as it is there. */
  const submitPlaceholder = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitPressed.current = true;
      upgrade();
    },
    [upgrade],
  );

  /** Spread on the element around the form. */
  const containerProps = { ref: container, onPointerDown: upgrade, onFocus: upgrade };

  return { live, containerProps, submitPlaceholder };
}
