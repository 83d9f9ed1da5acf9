/**
 * Copy of the 404 page, which answers every path the route table does not know. The `<h1>` comes from the route
 * table.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

export const notFoundCopy = {
  message: 'Oops! Page not found',
  home: 'Return to Home',
};

/** The 404's title and description (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  NotFoundPage: { title: `Page not found | ${brand.product}`, description: 'This page does not exist.' },
});
