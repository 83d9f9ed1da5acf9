// Runs Lighthouse CI (lighthouserc.json) with the Chromium that find-chrome picks, fully offline.
import { spawnSync } from 'node:child_process';
import { ensureChrome } from './find-chrome.mjs';

const chrome = ensureChrome();
const args = ['autorun', '--config=lighthouserc.json', `--collect.chromePath=${chrome}`, ...process.argv.slice(2)];
const result = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
process.exit(result.status ?? 1);
