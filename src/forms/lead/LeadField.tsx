import type { InputHTMLAttributes, Ref } from 'react';
import { usePlainOwned } from '../../islands/plainOwned.ts';
import * as css from './LeadField.css.ts';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  optionalNote?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A field's input props as a form passes them: its name, a handler. */
export type FieldProps = Omit<Props, 'id' | 'label'>;

/**
 * One labelled input, and under it the slot of its rules' message, tied to it (aria-describedby): the form's plain
 * code writes the message and marks the input `aria-invalid` (src/initial/leadForms.ts); React renders the slot
 * empty and never writes it.
 */
export function LeadField({ id, label, optionalNote, ...input }: Props) {
  const errorId = `${id}-error`;
  const message = usePlainOwned('');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {optionalNote && <span className={css.optional}>{optionalNote}</span>}
      </label>
      <input id={id} className={css.input} aria-describedby={errorId} {...input} />
      <p
        id={errorId}
        className={css.error}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so the page's React never writes the message plain code shows.
        dangerouslySetInnerHTML={message}
        suppressHydrationWarning
      />
    </div>
  );
}
