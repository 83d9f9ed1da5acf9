/**
 * Each route's `<title>` and meta description. Their words are in the page's copy module: a module of src/content/
 * that holds a page's copy also exports `meta`, a function giving that page's description and, where the title is not
 * "<heading> | ReplyRocket", its title. The prerender writes them into every page's HTML (src/entry-server.tsx). The
 * browser needs them only when the app moves to another page: then it loads the table this module makes, built into a
 * chunk of its own (`virtual:route-meta`, scripts/routeMetaTable.ts), so no page's first download carries any. Only the
 * server build, the dev server and the tests import this module: in the client, each copy module's `meta` would land
 * in that module's chunk, which its pages download first.
 */
import { brand } from '../content/brand.ts';
import { type PageName, type RouteDef, routes } from './routeTable.ts';

export interface RouteMeta {
  title: string;
  description: string;
}

/** A page's description, and its title where it is not "<heading> | ReplyRocket". */
export interface PageMeta {
  title?: string;
  description: string;
}

/**
 * What a copy module's `meta` export gives: the meta of each page whose copy it holds, or, for a page that serves
 * several routes with a meta each (the founders' page, the crypto sign-up), one per route path. The export is a
 * function returning it, `export const meta = (): PageMetas => ({ … })`: the pages' chunks include the module but
 * never call it, and the build drops an uncalled function whole, whereas of plain data it would keep every read of
 * another module (`${brand.product}`), not knowing it harmless.
 */
export type PageMetas = { [Page in PageName]?: PageMeta | { byPath: Record<string, PageMeta> } };

const copyModules = import.meta.glob<{ meta?: () => PageMetas }>('../content/**/*.ts', { eager: true });

const byPage = new Map<PageName, { meta: NonNullable<PageMetas[PageName]>; file: string }>();
for (const [file, module] of Object.entries(copyModules)) {
  for (const [page, meta] of Object.entries(module.meta?.() ?? {})) {
    const other = byPage.get(page as PageName);
    if (other) throw new Error(`${page} has a meta in both ${other.file} and ${file}: keep it in its copy module only`);
    byPage.set(page as PageName, { meta, file });
  }
}

/** A route's title and description: its page's meta, for this route, with the title rule. */
export function metaFor(def: RouteDef): RouteMeta {
  const entry = byPage.get(def.page);
  if (!entry)
    throw new Error(`No module of src/content exports a meta for ${def.page} (${def.path}): add it to its copy module`);
  const meta = 'byPath' in entry.meta ? entry.meta.byPath[def.path] : entry.meta;
  if (!meta) throw new Error(`The meta of ${def.page} in ${entry.file} has none for ${def.path}`);
  return { title: meta.title ?? `${def.heading} | ${brand.product}`, description: meta.description };
}

/** Every route's meta by its path in the route table: what `virtual:route-meta` holds. */
export function routeMetaTable(): Record<string, RouteMeta> {
  return Object.fromEntries(routes.map((def) => [def.path, metaFor(def)]));
}
