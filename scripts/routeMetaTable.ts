/**
 * Vite plugin: the module `virtual:route-meta`, every route's title and description by its path in the route table,
 * which the app loads when it moves to another page (src/app/RouteEffects.tsx).
 *
 * In the client build it is that table as plain data, taken from the server build (built first: scripts/build.mjs).
 * src/routes/routeMeta.ts, which makes it, reads the `meta` export of every copy module in src/content/; imported into
 * the client, it would put each module's `meta` into the chunk of every page that uses the module, the first download
 * of those pages. Built here, the pages' chunks carry none. In the dev server and the server build, where no chunk is
 * downloaded, the module is routeMeta.ts's table, made where it runs.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { RouteMeta } from '../src/routes/routeMeta.ts';

const MODULE = 'virtual:route-meta';
const RESOLVED = `\0${MODULE}`;

export function routeMetaTable({ serverEntry }: { serverEntry: string }): Plugin {
  let root = process.cwd();
  let clientBuild = false;
  return {
    name: 'replyrocket:route-meta',
    configResolved(config) {
      root = config.root;
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!clientBuild) {
        const source = JSON.stringify(resolve(root, 'src/routes/routeMeta.ts'));
        return `import { routeMetaTable } from ${source};\nexport default routeMetaTable();\n`;
      }
      const server = (await import(pathToFileURL(resolve(root, serverEntry)).href)) as {
        routeMetaTable(): Record<string, RouteMeta>;
      };
      return `export default ${JSON.stringify(server.routeMetaTable())};\n`;
    },
  };
}
