import type { ComponentType } from 'react';
import type { PageName } from './routeTable.ts';

type PageModule = Record<string, ComponentType>;

// One chunk per page file: a visitor downloads only the page they open.
const modules = import.meta.glob<PageModule>('../pages/*.tsx');

const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();

/**
 * Loads a page's chunk once; later calls share the same promise. With the app, not the entry (src/boot.tsx): the
 * loaders of every page are the app's, for moving between pages; the entry asks for the current page's files by
 * their URLs (initial/routeModules.ts).
 */
export function loadPage(name: PageName): Promise<ComponentType> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(name);
  if (!promise) {
    const load = modules[`../pages/${name}.tsx`];
    if (!load) throw new Error(`No page file src/pages/${name}.tsx`);
    promise = load().then((mod) => {
      const component = mod[name];
      if (!component) throw new Error(`src/pages/${name}.tsx has no export named ${name}`);
      loaded.set(name, component);
      return component;
    });
    pending.set(name, promise);
  }
  return promise;
}

/** The page's component if its chunk has loaded, so rendering it needs no suspense. */
export function loadedPage(name: PageName): ComponentType | undefined {
  return loaded.get(name);
}
