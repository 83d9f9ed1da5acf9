/**
 * Vite plugin: keeps the app (src/boot.tsx and everything it imports statically, minus what the tiny entry
 * already holds) in one chunk.
 *
 * The entry imports the app only after the first paint (src/main.tsx), so the app is a dynamic chunk. Page
 * chunks import many of the same modules (React, the router, the styles, the config); for the bundler, a
 * page could load without the app, so it splits every such module into a small shared chunk. A visitor always
 * loads the app first, so those splits buy nothing and cost ~4 KB gzip on every route (each small chunk is
 * compressed on its own, plus its import glue). One group, computed from the real module graph, undoes them.
 * React (with react-dom and the scheduler) is the exception: a chunk of its own, which the app's releases leave
 * cached. What the entry loads without React (the cookie banner, the worker's start) must not run the app's chunk:
 * what those layers share with the app goes to the entry's chunk instead.
 */
import type { Plugin } from 'vite';
import { isSiteConfigValue } from './siteConfigValues.ts';

/** The chunk of what the entry imports statically. */
export const ENTRY_CHUNK = 'entry';
/** The app chunk's name, as the manifest lists it. */
export const APP_CHUNK = 'boot';
/** React's chunk (react, react-dom, scheduler). */
const REACT_CHUNK = 'react';
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The files of React's and the app's chunks (and the bundler's runtime, which React's brings): loaded first. */
const LOADED_FIRST = new RegExp(`(^|/)(${REACT_CHUNK}|${APP_CHUNK}|rolldown-runtime)-[\\w-]+\\.(js|css)$`);

export function appChunk({ entry, app }: { entry: string; app: string }): Plugin {
  const members = new Set<string>();
  const entryMembers = new Set<string>();
  const sharedWithPlainLayers = new Set<string>();
  return {
    name: 'replyrocket:app-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const reach = (from: string | undefined, into: Set<string>) => {
        const stack = from ? [from] : [];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const inEntry = new Set<string>();
      reach(find(entry), inEntry);
      entryMembers.clear();
      for (const id of inEntry) entryMembers.add(id);
      const inApp = new Set<string>();
      reach(find(app), inApp);
      // What the entry loads without React (the cookie banner, the worker's start, the tags, the hero's loop): what
      // these share with the app stays out of the app's chunk, or loading them would run the app's chunk, and React
      // with it.
      const inPlainLayers = new Set<string>();
      const layers = [...inEntry].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const seenLayers = new Set<string>();
      while (layers.length) {
        const layer = layers.pop()!;
        if (seenLayers.has(layer)) continue;
        seenLayers.add(layer);
        const inLayer = new Set<string>();
        reach(layer, inLayer);
        if ([...inLayer].some((id) => REACT_MODULES.test(id))) continue;
        for (const id of inLayer) {
          inPlainLayers.add(id);
          layers.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        }
      }
      members.clear();
      sharedWithPlainLayers.clear();
      for (const id of inApp) {
        if (inEntry.has(id)) continue;
        if (inPlainLayers.has(id)) sharedWithPlainLayers.add(id);
        else members.add(id);
      }
    },
    config() {
      return {
        build: {
          modulePreload: {
            // Every dynamic import but the entry's own two (React, then the app) runs once those have loaded
            // (src/main.tsx), or, for the current page's chunk, as the app is being requested: React, the runtime
            // and the app's JS and CSS need no preloading there. Listed in each route's preload list anyway,
            // they cost the entry, which holds those lists, ~50 bytes gzip.
            resolveDependencies: (file: string, deps: string[]) =>
              LOADED_FIRST.test(file) ? deps : deps.filter((dep) => !LOADED_FIRST.test(dep)),
          },
          rolldownOptions: {
            // Not the members' dependencies too (the default): those the entry shares would be pulled in, and
            // the entry would then import the whole app before the first paint.
            output: {
              codeSplitting: {
                groups: [
                  // What the entry imports statically, in one chunk: the modules it shares with later chunks
                  // (the outbox, the lead forms' rules) would otherwise be split into many small ones, and the
                  // entry could not run (nor keep a submit made before hydration) until each had arrived. With
                  // them, what its React-free layers share with the app: a chunk of their own would cost more
                  // in import glue and compression than the few hundred bytes they weigh.
                  {
                    name: ENTRY_CHUNK,
                    test: (id: string) =>
                      !isSiteConfigValue(id) &&
                      ((entryMembers.has(id) && !id.endsWith(entry)) || sharedWithPlainLayers.has(id)),
                    priority: 3,
                  },
                  { name: REACT_CHUNK, test: (id: string) => REACT_MODULES.test(id), priority: 2 },
                  {
                    name: APP_CHUNK,
                    test: (id: string) => members.has(id) && !REACT_MODULES.test(id) && !isSiteConfigValue(id),
                    includeDependenciesRecursively: false,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
