/**
 * Vite plugin: in a build, the site's config (src/config.ts) becomes a module of separate values, one export per
 * setting, which `config` names as a namespace. Code reads `config.wallets` as before; the bundler then places each
 * value only in the chunks that read it (a string where it is read: `inlineConst` in vite.config.ts), and drops those
 * nothing reads. As one object, every URL and id of the deployment would sit in the entry of every page
 * (docs/architecture.md#size-budget). Outside a build (the dev server, Vitest, plain Node) config.ts makes the
 * object itself from the variables.
 */
import type { Plugin } from 'vite';
import type { SiteConfig } from '../src/config.ts';

const VALUES = 'virtual:site-config';
/** The one statement of src/config.ts that makes the object outside a build. */
const STATEMENT = /^export const config: SiteConfig = [^;]+;$/m;

/** One setting's module: the bundler places it in the chunks that read it (scripts/appChunk.ts leaves it out of its groups). */
export function isSiteConfigValue(id: string): boolean {
  return id.startsWith(`\0${VALUES}/`);
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function siteConfigValues(siteConfig: SiteConfig): Plugin {
  return {
    name: 'replyrocket:site-config-values',
    apply: 'build',
    // Before TypeScript is stripped: the statement is found by its type.
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(VALUES) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VALUES}`)) return undefined;
      const path = id.slice(`\0${VALUES}`.length);
      const value = path
        .split('/')
        .slice(1)
        .reduce<unknown>((group, name) => (group as Record<string, unknown>)[name], siteConfig);
      // A group of settings (checkout, wallets, videos) is a namespace of its own, down to single values: a value
      // read by name is then written where it is read, and a group lands only where it is read whole.
      if (!isGroup(value)) return `export const value = ${JSON.stringify(value)};`;
      return Object.entries(value)
        .map(([name, setting]) =>
          isGroup(setting)
            ? `export * as ${name} from '${VALUES}${path}/${name}';`
            : `export { value as ${name} } from '${VALUES}${path}/${name}';`,
        )
        .join('\n');
    },
    transform(code, id) {
      if (!id.endsWith('/src/config.ts')) return undefined;
      if (!STATEMENT.test(code)) throw new Error(`src/config.ts: no "export const config: SiteConfig = …;" to replace`);
      return { code: code.replace(STATEMENT, `import * as config from '${VALUES}';\nexport { config };`), map: null };
    },
  };
}
