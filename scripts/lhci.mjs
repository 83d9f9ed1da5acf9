// Lighthouse CI, fully offline, with the Chromium find-chrome picks:
// 1. the key routes of lighthouserc.json, 3 runs each, each metric asserted on its best run ("optimistic"):
//    what disturbs a run on a shared 2-core machine (CPU steal, the other processes) only ever makes it slower,
//    so the best of three is the closest to the page's own cost;
// 2. every other prerendered route once (one run each keeps npm test within CI's time);
// a run that Lighthouse itself reports as broken (runtimeError, e.g. NO_NAVSTART: no trace recorded) is
// discarded and run again once; then one assertion pass over both (lighthouserc.json's assertMatrix) and the
// reports in reports/lighthouse.
// `--key-only` runs step 1 alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureChrome } from './find-chrome.mjs';

const chrome = ensureChrome();
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const keyUrls = rc.ci.collect.url;
const origin = new URL(keyUrls[0]).origin;

function lhci(args) {
  const result = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { routes, REDIRECT_PATHS } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
// Redirect pages leave at once and the 404 is not a page anyone should land on: nothing to measure.
const measured = routes.filter((def) => def.prerender === 'page' && !REDIRECT_PATHS.includes(def.path));
const otherUrls = measured.map((def) => `${origin}${def.path}`).filter((url) => !keyUrls.includes(url));
const noindex = measured.filter((def) => !def.indexable).map((def) => `${origin}${def.path}`);

/** Removes the runs Lighthouse could not measure from .lighthouseci/ and returns their URLs. */
function dropBrokenRuns() {
  const dir = '.lighthouseci';
  const broken = [];
  for (const name of readdirSync(dir).filter((file) => /^lhr-\d+\.json$/.test(file))) {
    const lhr = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
    if (!lhr.runtimeError) continue;
    console.warn(`Lighthouse run of ${lhr.requestedUrl} broken (${lhr.runtimeError.code}): running it again`);
    broken.push(lhr.requestedUrl);
    rmSync(`${dir}/${name}`);
    rmSync(`${dir}/${name.replace(/\.json$/, '.html')}`, { force: true });
  }
  return broken;
}

lhci(['collect', '--config=lighthouserc.json', `--collect.chromePath=${chrome}`]);
if (!process.argv.includes('--key-only')) {
  lhci(['collect', '--config=lighthouserc.json', `--collect.chromePath=${chrome}`, '--additive', '--collect.numberOfRuns=1', ...otherUrls.map((url) => `--collect.url=${url}`)]);
}
for (const url of dropBrokenRuns()) {
  lhci(['collect', '--config=lighthouserc.json', `--collect.chromePath=${chrome}`, '--additive', '--collect.numberOfRuns=1', `--collect.url=${url}`]);
}

// lighthouserc.json's assertMatrix holds the numbers (the key routes' stricter set, and every route's). SEO is
// not asserted on pages that say noindex on purpose (Lighthouse's is-crawlable audit fails them by design).
const { assertMatrix, aggregationMethod } = rc.ci.assert;
const escape = (url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noindexPattern = noindex.length ? `^(${noindex.map(escape).join('|')})$` : null;
const assertConfig = {
  ci: {
    assert: {
      assertMatrix: assertMatrix.flatMap(({ matchingUrlPattern, assertions }) => {
        const { 'categories:seo': seo, ...withoutSeo } = assertions;
        if (!seo || !noindexPattern) return [{ matchingUrlPattern, aggregationMethod, assertions }];
        // Indexable URLs of this entry keep SEO; its noindex URLs get the rest (lookaheads at position 0).
        return [
          { matchingUrlPattern: `^(?!${noindexPattern})(?:${matchingUrlPattern})`, aggregationMethod, assertions },
          { matchingUrlPattern: `^(?=${noindexPattern})(?:${matchingUrlPattern})`, aggregationMethod, assertions: withoutSeo },
        ];
      }),
    },
  },
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse-assert.json', JSON.stringify(assertConfig, null, 2));
const assert = spawnSync('npx', ['lhci', 'assert', '--config=reports/lighthouse-assert.json'], { stdio: 'inherit' });
lhci(['upload', '--config=lighthouserc.json']);
process.exit(assert.status ?? 1);
