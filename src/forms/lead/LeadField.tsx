import type { InputHTMLAttributes, Ref } from 'react';
import * as css from './LeadField.css.ts';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  optionalNote?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A field's input props as a form passes them: its name and handlers (react-hook-form's `register`), error. */
export type FieldProps = Omit<Props, 'id' | 'label'>;

/** One labelled input with its error tied to it (aria-invalid, aria-describedby). */
export function LeadField({ id, label, optionalNote, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {optionalNote && <span className={css.optional}>{optionalNote}</span>}
      </label>
      <input
        id={id}
        className={css.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      )}
    </div>
  );
}
