/**
 * Vite plugin: builds the page's bootstrap (src/bootstrap.ts) into one small classic script and writes it inline
 * into index.html's <head>, in the dev server and the build alike, so every prerendered page (and the app shell)
 * runs it before its first paint with no request (docs/architecture.md#how-a-page-starts). The
 * Content-Security-Policy allows exactly this script by its hash (scripts/securityHeaders.ts).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';

const ENTRY = 'src/bootstrap.ts';
const PLACEHOLDER = '<!--app-bootstrap-->';

const built = new Map<string, Promise<string>>();

/**
 * The bootstrap's code, built once per root and mode in a process. Its styles (the plain notice's) are the entry's too, so they are
 * in every page already: the class names are vanilla-extract's, the same in every build of the same mode.
 */
export function bootstrapScript(root: string, mode: string): Promise<string> {
  const key = `${root}\n${mode}`;
  const existing = built.get(key);
  if (existing) return existing;
  const building = (async () => {
    const result = await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      plugins: [vanillaExtractPlugin()],
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry: resolve(root, ENTRY), formats: ['iife'], name: 'rrBootstrap' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
    if (!chunk) throw new Error(`${ENTRY} built to nothing`);
    const code = chunk.code.trim();
    if (/<\/script/i.test(code)) throw new Error(`${ENTRY} contains "</script": it cannot be inlined`);
    return code;
  })();
  built.set(key, building);
  return building;
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
