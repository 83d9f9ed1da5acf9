import { use, type ComponentType } from 'react';
import type { PageName } from './routeTable.ts';

type PageModule = Record<string, ComponentType>;

// One chunk per page file: a visitor downloads only the page they open.
const modules = import.meta.glob<PageModule>('../pages/*.tsx');

const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();

/** Loads a page's chunk once; later calls share the same promise. */
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

/**
 * Renders a page, suspending only if its chunk is not loaded yet. The entry points load the current page
 * before rendering, so prerender and hydration render it synchronously and their markup matches.
 */
export function PageSlot({ name }: { name: PageName }) {
  const Page = loaded.get(name) ?? use(loadPage(name));
  return <Page />;
}
