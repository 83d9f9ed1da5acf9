#!/usr/bin/env node
// Renders scripts/media/dashboard.html in headless Chromium, frame by frame.
//   node scripts/media/render-dashboard.mjs stills <outDir>                -> og.png, wide.png, mobile.png
//   node scripts/media/render-dashboard.mjs frames <loop|demo> <outDir> [fps] [seconds] [fromSecond]
// Every frame is produced by window.renderAt(t) (no wall-clock animation), so output is deterministic.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const page0 = pathToFileURL(join(here, 'dashboard.html')).href;
const [cmd, a1, a2, a3, a4, a5] = process.argv.slice(2);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ],
});

async function open(mode, width, height, scale = 1) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await ctx.newPage();
  await page.goto(`${page0}?mode=${mode}`);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.renderAt(0));
  return page;
}

try {
  if (cmd === 'stills') {
    const out = a1;
    mkdirSync(out, { recursive: true });
    const shots = [
      ['og', 1200, 630, 1],
      ['wide', 1280, 720, 1],
      ['mobile', 360, 640, 3],
    ];
    for (const [mode, w, h, s] of shots) {
      const page = await open(mode, w, h, s);
      await page.screenshot({ path: join(out, `${mode}.png`) });
      console.log(`${mode}.png ${w * s}x${h * s}`);
    }
  } else if (cmd === 'frames') {
    const mode = a1,
      out = a2,
      fps = Number(a3 || 30);
    mkdirSync(out, { recursive: true });
    const page = await open(mode, 1280, 720, 1);
    const seconds = Number(a4 || (mode === 'loop' ? 8 : await page.evaluate(() => window.DEMO_LEN)));
    const n = Math.round(seconds * fps);
    const t0 = Date.now();
    for (let i = Math.round(Number(a5 || 0) * fps); i < n; i++) {
      await page.evaluate((t) => window.renderAt(t), i / fps);
      await page.screenshot({ path: join(out, `f${String(i).padStart(5, '0')}.png`) });
      if (i % 150 === 0) console.log(`${mode} frame ${i}/${n} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    console.log(`${mode}: ${n} frames at ${fps} fps in ${out}`);
  } else {
    console.error('usage: render-dashboard.mjs stills <outDir> | frames <loop|demo> <outDir> [fps] [seconds]');
    process.exitCode = 2;
  }
} finally {
  await browser.close();
}
