/**
 * Vite plugin: writes `dist/_headers` (the format Cloudflare Pages reads, served by `npm start` too) with
 * the security and cache headers, and a Content-Security-Policy generated from the deployment config so
 * that nobody hand-edits it. Every page has the same policy, which allows the card-payment pricing table:
 * a document keeps the policy it was loaded with while the app navigates in place, so a page reached by an
 * in-app link can only load what the first page's policy allows (docs/security.md). Only /embed differs:
 * it may be framed, and only by the configured partner origins.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootstrapHash } from './inlineBootstrap.ts';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../src/config.ts';
import type { RouteDef } from '../src/routes/routeTable.ts';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Third-party origins the consent-gated tags need, only when their IDs are configured. */
function tagOrigins(config: SiteConfig) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (config.analytics.googleAnalyticsId) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (config.analytics.metaPixelId) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com');
    img.push('https://www.facebook.com');
  }
  return { script, connect, img };
}

export function contentSecurityPolicy(
  config: SiteConfig,
  options: { frameAncestors: string[]; scriptHashes: string[] },
): string {
  const supabase = originOf(config.supabaseUrl);
  const tags = tagOrigins(config);
  const stripe = { ...STRIPE, script: [originOf(config.pricingTable.scriptUrl), ...STRIPE.script] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval' for scripts: the one inline script, the page's bootstrap
    // (scripts/inlineBootstrap.ts), is allowed by its hash.
    'script-src': ["'self'", ...options.scriptHashes, ...new Set(stripe.script), ...tags.script],
    // Libraries (toasts, dialogs) set styles at run time; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', supabase, ...tags.img],
    'media-src': ["'self'", 'blob:', supabase],
    'font-src': ["'self'"],
    'connect-src': ["'self'", supabase, ...stripe.connect, ...tags.connect],
    'frame-src': stripe.frame,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** `scriptHashes`: the CSP sources of the inline scripts every page carries. */
export function headersFile(config: SiteConfig, routes: RouteDef[], scriptHashes: string[]): string {
  const base = contentSecurityPolicy(config, { frameAncestors: ["'none'"], scriptHashes });
  // Only https origins reach here: the build refuses anything else (configProblems in src/configChecks.ts).
  const embedAncestors = config.embedAncestors.length > 0 ? config.embedAncestors : ["'none'"];
  const blocks: string[] = [
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
      '  Cross-Origin-Opener-Policy: same-origin',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
      '  Cache-Control: no-cache',
      `  Content-Security-Policy: ${base}`,
    ].join('\n'),
    ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable'].join('\n'),
    ['/sw.js', '  Cache-Control: no-cache'].join('\n'),
  ];
  // A more specific rule detaches the default policy (`! Name`) and sets its own. frame-ancestors is read
  // only when a document loads, so an in-app navigation to /embed needs no other policy.
  for (const def of routes.filter((r) => r.path === '/embed')) {
    const csp = contentSecurityPolicy(config, { frameAncestors: embedAncestors, scriptHashes });
    blocks.push([def.path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${csp}`].join('\n'));
  }
  return `# Generated at build time by scripts/securityHeaders.ts from src/config.ts: do not edit.\n${blocks.join('\n\n')}\n`;
}

export function securityHeaders(options: { serverEntry: string; config: SiteConfig }): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let ssrBuild = false;
  let mode = 'production';
  return {
    name: 'replyrocket:security-headers',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
      root = resolved.root;
      ssrBuild = Boolean(resolved.build.ssr);
      mode = resolved.mode;
    },
    async writeBundle() {
      if (ssrBuild) return;
      const { routes } = (await import(pathToFileURL(resolve(root, options.serverEntry)).href)) as {
        routes: RouteDef[];
      };
      await writeFile(join(outDir, '_headers'), headersFile(options.config, routes, [await bootstrapHash(root, mode)]));
    },
  };
}
