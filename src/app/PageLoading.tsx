import { container, section } from '../styles/layout.css.ts';
import { Spinner } from '../components/Spinner.tsx';

/** Shown only on a client-side navigation while the next page's chunk downloads. */
export function PageLoading() {
  return (
    <div className={`${container} ${section}`}>
      <Spinner label="Loading page" />
    </div>
  );
}
