import { useLocation } from 'react-router-dom';
import { routeParams } from './routeTable.ts';

/**
 * The current route's `:param` values. The app picks the page from its own route table (App.tsx), which the
 * entry needs before React loads anyway, so React Router's `useParams` has no route matches to read.
 */
export function useRouteParams(): Partial<Record<string, string>> {
  return routeParams(useLocation().pathname);
}
