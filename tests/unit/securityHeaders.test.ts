/** The generated _headers (scripts/securityHeaders.ts): who may frame /embed, by default and when configured. */
import { expect, it } from 'vitest';
import { createConfig } from '../../src/config.ts';
import type { RouteDef } from '../../src/routes/routeTable.ts';
import { headersFile } from '../../scripts/securityHeaders.ts';

const routes = [{ path: '/' }, { path: '/embed' }] as RouteDef[];

/** frame-ancestors of the policy a path's own rule sets, or of the default rule. */
function frameAncestors(file: string, path: string): string | undefined {
  const block = file.split('\n\n').find((lines) => lines.split('\n').some((line) => line === path));
  return block?.match(/frame-ancestors ([^;\n]+)/)?.[1];
}

it('lets no site frame /embed until partner origins are configured', () => {
  const config = createConfig({});
  const file = headersFile(config, routes, []);
  expect(frameAncestors(file, '/embed')).toBe("'none'");
  expect(frameAncestors(file, '/*')).toBe("'none'");
});

it('lets the configured partner origins frame /embed, and only /embed', () => {
  const file = headersFile(
    createConfig({ VITE_EMBED_ANCESTORS: 'https://partner.example, https://other.example' }),
    routes,
    [],
  );
  expect(frameAncestors(file, '/embed')).toBe('https://partner.example https://other.example');
  expect(frameAncestors(file, '/*')).toBe("'none'");
});

it("allows the pages' inline bootstrap by its hash, on /embed's policy too, and no other inline script", () => {
  const hash = "'sha256-abc='";
  const file = headersFile(createConfig({}), routes, [hash]);
  const scriptSources = [...file.matchAll(/script-src ([^;\n]+)/g)].map((match) => match[1]!.split(' '));
  expect(scriptSources).toHaveLength(2);
  for (const sources of scriptSources) {
    expect(sources).toContain(hash);
    expect(sources).not.toContain("'unsafe-inline'");
  }
});
