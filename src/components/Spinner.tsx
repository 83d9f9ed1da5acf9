import { visuallyHidden } from '../styles/layout.css.ts';
import { spinner } from './Spinner.css.ts';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
