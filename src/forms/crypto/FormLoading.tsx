import { Spinner } from '../../components/Spinner.tsx';
import { loading } from './cryptoForm.css.ts';

/**
 * Where a crypto form will be while its code or its data is on the way: a spinner in the room the form takes, so
 * the form does not jump when it replaces it.
 */
export function FormLoading({ label }: { label: string }) {
  return (
    <div className={loading}>
      <Spinner label={label} />
    </div>
  );
}
