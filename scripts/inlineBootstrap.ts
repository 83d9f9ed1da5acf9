/**
 * Vite plugins for the page's bootstrap (src/bootstrap.ts):
 * - `inlineBootstrap` builds it into one small classic script and writes it inline into index.html's <head>, in the
 *   dev server and the build alike, so every prerendered page (and the app shell) runs it before its first paint
 *   with no request (docs/architecture.md#how-a-page-starts). The Content-Security-Policy allows exactly this
 *   script by its hash (scripts/securityHeaders.ts).
 * - `shareBootstrapModules` gives the app one copy of what the bootstrap already carries: in the build, a module of
 *   ours that the bootstrap holds (its rules, attribution, notice, the outbox's store…) is, for the entry and its
 *   chunks, a few lines reading the bootstrap's instance of it from `globalThis.rrBootstrapModules`. The bootstrap runs
 *   first on every page the entry can run on (it is inlined in every HTML file), so the module is there, with its
 *   state shared (one outbox store opened, one notice on screen). The server render and the service worker build
 *   their own copies; the dev server serves the modules themselves (docs/architecture.md#size-budget).
 */
import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';

const ENTRY = 'src/bootstrap.ts';
const PLACEHOLDER = '<!--app-bootstrap-->';
/** Where the bootstrap leaves its modules for the app, by path from the project's root. */
const GLOBAL = 'rrBootstrapModules';
/** The second build's entry, made up here (Vite's library mode resolves an entry from the root: matched by its end). */
const VIRTUAL_ENTRY = 'rr-bootstrap-entry';

interface Bootstrap {
  /** The inline script. */
  code: string;
  /** The modules it lends the app: path from the root → the names it exports. */
  shared: Map<string, string[]>;
}

/** Ours, and code: not a dependency, a stylesheet (its CSS is the app's build's to emit) or the bootstrap itself. */
function isShareable(root: string, id: string): boolean {
  const path = relative(root, id);
  return /^src\/.*\.tsx?$/.test(path) && !path.startsWith('src/shared/') && !path.endsWith('.css.ts') && path !== ENTRY;
}

async function bundle(root: string, mode: string, entryCode?: string): Promise<Rollup.OutputChunk> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'replyrocket:bootstrap-entry',
        resolveId: (id) => (id.endsWith(VIRTUAL_ENTRY) ? `\0${VIRTUAL_ENTRY}` : undefined),
        load: (id) => (id === `\0${VIRTUAL_ENTRY}` ? entryCode : undefined),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: entryCode ? VIRTUAL_ENTRY : resolve(root, ENTRY), formats: ['iife'], name: 'rrBootstrap' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${ENTRY} built to nothing`);
  return chunk;
}

const built = new Map<string, Promise<Bootstrap>>();

/**
 * The bootstrap, built once per root and mode in a process: first alone, to learn which of our modules it holds,
 * then with those modules exposed whole on `globalThis.rrBootstrapModules` before it starts. Its styles (the plain
 * notice's) are the entry's too, so they are in every page already: the class names are vanilla-extract's, the same
 * in every build of the same mode.
 */
function buildBootstrap(root: string, mode: string): Promise<Bootstrap> {
  const key = `${root}\n${mode}`;
  const existing = built.get(key);
  if (existing) return existing;
  const building = (async () => {
    const alone = await bundle(root, mode);
    const paths = Object.keys(alone.modules)
      .filter((id) => isShareable(root, id))
      .map((id) => relative(root, id));
    const entryCode = [
      `import { bootstrap } from ${JSON.stringify(resolve(root, ENTRY))};`,
      ...paths.map((path, index) => `import * as m${index} from ${JSON.stringify(resolve(root, path))};`),
      // Lent before the bootstrap starts: should it throw, the app still finds every module.
      `globalThis.${GLOBAL} = {${paths.map((path, index) => `${JSON.stringify(path)}: m${index}`).join(', ')}};`,
      'bootstrap();',
    ].join('\n');
    const chunk = await bundle(root, mode, entryCode);
    const shared = new Map<string, string[]>();
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (isShareable(root, id)) shared.set(relative(root, id), [...module.renderedExports]);
    }
    const code = chunk.code.trim();
    if (/<\/script/i.test(code)) throw new Error(`${ENTRY} contains "</script": it cannot be inlined`);
    return { code, shared };
  })();
  built.set(key, building);
  return building;
}

/** The bootstrap's code, inline in every page. */
export async function bootstrapScript(root: string, mode: string): Promise<string> {
  return (await buildBootstrap(root, mode)).code;
}

/** The script's CSP source: `'sha256-…'` of its exact text. */
export async function bootstrapHash(root: string, mode: string): Promise<string> {
  const code = await bootstrapScript(root, mode);
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

export function inlineBootstrap(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'replyrocket:inline-bootstrap',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
        const code = await bootstrapScript(root, mode);
        // A function, not a string: `$'` and `$\`` in the code would be read as replacement patterns.
        return html.replace(PLACEHOLDER, () => `<script>${code}</script>`);
      },
    },
  };
}

export function shareBootstrapModules(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'replyrocket:share-bootstrap-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async load(id, options) {
      if (options?.ssr || id.startsWith('\0')) return undefined;
      const path = relative(root, id.replace(/[?#].*$/, ''));
      const exports = (await buildBootstrap(root, mode)).shared.get(path);
      if (!exports) return undefined;
      const lent = `globalThis.${GLOBAL}[${JSON.stringify(path)}]`;
      return [
        `const lent = ${lent};`,
        ...exports.map((name) =>
          name === 'default' ? 'export default lent.default;' : `export const ${name} = lent.${name};`,
        ),
      ].join('\n');
    },
  };
}
