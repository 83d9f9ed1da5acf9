import type { ReactNode } from 'react';
import * as css from './cryptoForm.css.ts';

export function errorIdFor(id: string): string {
  return `${id}-error`;
}

/** The attributes that tie a control to its error message, for screen readers. */
export function describedBy(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdFor(id) : undefined,
  } as const;
}

/** A label, its control (given as children, with `describedBy(id, error)` spread on it) and the error below. */
export function FormField({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {optional && <span className={css.optional}> (optional)</span>}
      </label>
      {children}
      {error && (
        <p className={css.error} id={errorIdFor(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
