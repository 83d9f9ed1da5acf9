/**
 * Vite plugin: keeps the app (src/boot.tsx and everything it imports statically, minus what the tiny entry
 * already holds) in one chunk.
 *
 * The entry imports the app only after the first paint (src/main.tsx), so the app is a dynamic chunk. Page
 * chunks import many of the same modules (React, the router, the styles, the config); for the bundler, a
 * page could load without the app, so it splits every such module into a small shared chunk. A visitor always
 * loads the app first, so those splits buy nothing and cost ~4 KB gzip on every route (each small chunk is
 * compressed on its own, plus its import glue). One group, computed from the real module graph, undoes them.
 * React (with react-dom and the scheduler) is the exception: a chunk of its own, evaluated first.
 * Sonner gets a named chunk of its own too, so that it can carry V8's compile hint (below).
 */
import type { Plugin } from 'vite';

/** The chunk of what the entry imports statically. */
export const ENTRY_CHUNK = 'entry';
/** The app chunk's name, as the manifest lists it. */
export const APP_CHUNK = 'boot';
/** React's chunk (react, react-dom, scheduler): the entry evaluates it in a task before the app's (src/main.tsx). */
const REACT_CHUNK = 'react';
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Sonner's chunk, named for the network panel: loaded when the page is idle (src/lib/sonnerModule.ts), it runs
 * as soon as a toast shows, which on the landing pages is on arrival (the demo popup's sound toast).
 */
const SONNER_CHUNK = 'sonner';
const SONNER_MODULES = /[\\/]node_modules[\\/]sonner[\\/]/;
/** The files of React's and the app's chunks (and the bundler's runtime, which React's brings): loaded first. */
const LOADED_FIRST = new RegExp(`(^|/)(${REACT_CHUNK}|${APP_CHUNK}|rolldown-runtime)-[\\w-]+\\.(js|css)$`);

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, on the background
 * thread that compiles the file as it downloads. React's and the app's functions nearly all run while the page
 * hydrates; compiled lazily, each is compiled on the main thread at its first call, inside the tasks that
 * evaluate React and hydrate the page. Sonner's run together when the first toast shows: compiled then, they
 * were a large share of that task's CPU time (the sound toast on /np1), which the hint takes off it. Browsers
 * without the hint read a comment.
 */
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad\n';
/** The chunks that carry it. */
const EAGER_CHUNKS = new Set([REACT_CHUNK, APP_CHUNK, SONNER_CHUNK]);

export function appChunk({ entry, app }: { entry: string; app: string }): Plugin {
  const members = new Set<string>();
  const entryMembers = new Set<string>();
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
      members.clear();
      for (const id of inApp) if (!inEntry.has(id)) members.add(id);
    },
    // After minification, which drops comments. (The files' names keep the hash of their code without it.)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && EAGER_CHUNKS.has(chunk.name)) chunk.code = COMPILE_EAGERLY + chunk.code;
        }
      },
    },
    config() {
      return {
        build: {
          modulePreload: {
            // Every dynamic import but the entry's own two (React, then the app) runs once those have loaded
            // (src/main.tsx), or, for the current page's chunk, as the app is being requested: React, the runtime
            // and the app's JS and CSS need no preloading there. Listed in each route's preload list anyway,
            // they cost the entry, which holds those lists, ~50 bytes gzip.
            resolveDependencies: (file: string, deps: string[]) => (LOADED_FIRST.test(file) ? deps : deps.filter((dep) => !LOADED_FIRST.test(dep))),
          },
          rolldownOptions: {
            // Not the members' dependencies too (the default): those the entry shares would be pulled in, and
            // the entry would then import the whole app before the first paint.
            // React in a chunk of its own: evaluated together with the app it made the longest task of every route.
            output: {
              codeSplitting: {
                groups: [
                  // What the entry imports statically, in one chunk: the modules it shares with later chunks
                  // (the outbox, the lead forms' rules) would otherwise be split into many small ones, and the
                  // entry could not run (nor keep a submit made before hydration) until each had arrived.
                  { name: ENTRY_CHUNK, test: (id: string) => entryMembers.has(id) && !id.endsWith(entry), priority: 3 },
                  { name: REACT_CHUNK, test: (id: string) => REACT_MODULES.test(id) || id.endsWith('/src/reactDomEntry.ts'), priority: 2 },
                  { name: SONNER_CHUNK, test: (id: string) => SONNER_MODULES.test(id), priority: 2 },
                  { name: APP_CHUNK, test: (id: string) => members.has(id) && !REACT_MODULES.test(id), includeDependenciesRecursively: false, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
