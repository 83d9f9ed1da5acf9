// Finds a Chromium for Playwright and Lighthouse: $CHROME_PATH, Debian's chromium, then Playwright's own
// download (machines with internet). As root on Debian with none, installs Debian's `chromium` package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Flags for a headless Chromium on a locked-down machine with no network beyond loopback. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The browser to use, or null. Synchronous so playwright.config.ts can call it. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? playwrightOwn();
}

/** Like findChrome, but installs Debian's package when it can, and otherwise says how to get one. */
export function ensureChrome({ install = false } = {}) {
  const found = findChrome();
  if (found) return found;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found. Set CHROME_PATH, or install one: `sudo apt-get install chromium` on Debian/Ubuntu, ' +
      '`npx playwright install chromium` on a machine with internet access.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureChrome({ install: process.argv.includes('--install') }));
}
