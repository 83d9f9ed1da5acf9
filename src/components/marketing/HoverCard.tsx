import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as css from './HoverCard.css.ts';

/**
 * Hover cards open after 700 ms of hovering and close 300 ms after the pointer leaves (docs/product.md#hover-cards).
 */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A card whose extra detail floats below it. A mouse opens it by hovering (with the delays above); touch and
 * keyboard have no hover, so a tap or Enter toggles it. Escape, or a tap elsewhere, closes it.
 */
export function HoverCard({
  title,
  summary,
  moreLabel,
  children,
}: {
  title: string;
  summary: string;
  moreLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerType = useRef('');
  const root = useRef<HTMLDivElement>(null);
  const contentId = useId();

  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: now is a new function each render but uses only the timer ref and the state setter.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) now(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card only listens (mouse hover, Escape from within); its button is the control for touch and keyboard.
    <div
      ref={root}
      className={css.root}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') later(true, open ? 0 : HOVER_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') later(false, open ? HOVER_CLOSE_DELAY_MS : 0);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) now(false);
      }}
    >
      <h3 className={css.title}>
        <button
          type="button"
          className={css.trigger}
          aria-expanded={open}
          aria-controls={contentId}
          onPointerDown={(event) => {
            pointerType.current = event.pointerType;
          }}
          // A mouse click opens at once (no need to wait for the hover delay); a tap or a key toggles.
          onClick={() => now(pointerType.current === 'mouse' ? true : !open)}
          onKeyDown={() => {
            pointerType.current = '';
          }}
        >
          {title}
        </button>
      </h3>
      <p className={css.summary}>{summary}</p>
      <span className={css.more} aria-hidden="true">
        {moreLabel}
      </span>
      <div id={contentId} className={css.content} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
