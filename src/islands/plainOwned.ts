import { useState } from 'react';
import { isHydrating } from '../routes/hydration.ts';

/** One object for every render: React compares the prop, and an unchanged one never rewrites the element. */
const OWNED = { __html: '' };

/**
 * The `dangerouslySetInnerHTML` of an element whose content belongs to plain code once it is painted (an island's
 * box; a lead form's messages and its button's label, src/initial/leadForms.ts): `html` in the prerender, and in a
 * render in the browser, which writes it once; nothing when hydrated, so React keeps what is there, whatever plain
 * code wrote before or since. React never writes it again.
 */
export function usePlainOwned(html: string): { __html: string } {
  const [markup] = useState(() =>
    typeof window === 'undefined' || (html && !isHydrating()) ? { __html: html } : OWNED,
  );
  return markup;
}

/** A text as HTML, for `usePlainOwned`. */
export function htmlOfText(text: string): string {
  return text.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}
