// Serves dist/ the way a CDN would: clean URLs, the rewrites of _redirects, the headers of _headers,
// brotli/gzip, ETags, and the 404 page with status 404. Bound to 127.0.0.1 only.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);

/** `/a/:id/*` style pattern → RegExp (Netlify semantics: `*` matches the rest, `:name` one segment). */
function patternToRegExp(pattern) {
  const source = pattern
    .split('/')
    .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Parses `_headers` (Cloudflare Pages semantics): a path pattern line, then indented `Name: value` lines;
 * `! Name` in a later, more specific rule removes a header an earlier rule set.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ match: patternToRegExp(line.trim()), headers: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([line.trim().slice(1).trim(), null]);
    else
      rules.at(-1)?.headers.push(
        line
          .trim()
          .split(/:\s*(.*)/s)
          .slice(0, 2),
      );
  }
  return rules;
}

function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { match: patternToRegExp(from), to, status: Number(status) };
    });
}

export function createStaticServer({ root = 'dist' } = {}) {
  const dir = resolve(root);
  const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const headerRules = parseHeadersFile(read('_headers'));
  const redirects = parseRedirectsFile(read('_redirects'));
  const cache = new Map();

  /**
   * File body, ETag and compressed variants, computed once per file off the main thread (zlib's pool),
   * and warmed for every file at start so the first visitor does not wait for brotli's best level.
   */
  function load(file) {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const body = readFileSync(file);
        const ext = extname(file);
        const loaded = { body, ext, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (COMPRESSIBLE.has(ext) && body.length > 512) {
          [loaded.br, loaded.gzip] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(body, { level: 9 }),
          ]);
        }
        return loaded;
      })();
      cache.set(file, entry);
    }
    return entry;
  }
  const warm = (folder) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      if (item.isDirectory()) warm(join(folder, item.name));
      else void load(join(folder, item.name));
    }
  };
  warm(dir);

  /**
   * The path a request names inside dist/, decoded and normalised once, so the private check below and the file
   * lookup see the same path (`/x/..%2f_headers` is `/_headers` to both); null for malformed %-encoding.
   */
  function sitePath(pathname) {
    try {
      return normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    } catch {
      return null;
    }
  }

  /**
   * The build's own bookkeeping, which a CDN does not publish either: hidden files and folders (`.vite/`, the
   * manifest) and the host's configuration (`_headers`, `_redirects`).
   */
  function isPrivate(path) {
    return (
      path.split(/[/\\]/).some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..') ||
      /^[/\\]+_(headers|redirects)[/\\]*$/.test(path)
    );
  }

  function resolveFile(path, pathname) {
    const candidates = path.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`];
    for (const candidate of candidates) {
      const file = join(dir, candidate);
      if (file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile()) return file;
    }
    const rewrite = redirects.find((rule) => rule.status === 200 && rule.match.test(pathname));
    return rewrite ? join(dir, rewrite.to) : null;
  }

  return createServer(async (req, res) => {
    // Prefixed, never resolved against a base: `//evil.example/` is a path here, not a host.
    const url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // One canonical URL per page: /privacy, not /privacy.html or /privacy/.
    const path = sitePath(url.pathname);
    const hidden = path === null || isPrivate(path);
    if (!hidden && (url.pathname.endsWith('.html') || (url.pathname.length > 1 && url.pathname.endsWith('/')))) {
      // Leading slashes collapsed: `//evil.example` in Location would send the visitor to that host.
      const clean = url.pathname.replace(/(index)?\.html$|\/+$/, '').replace(/^[/\\]+/, '/') || '/';
      res.writeHead(301, { Location: clean + url.search }).end();
      return;
    }
    const file = hidden ? null : resolveFile(path, url.pathname);
    const status = file ? 200 : 404;
    const entry = await load(file ?? join(dir, '404.html'));
    const headers = {
      'Content-Type': TYPES[entry.ext] ?? 'application/octet-stream',
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    for (const rule of headerRules) {
      if (!rule.match.test(url.pathname)) continue;
      for (const [name, value] of rule.headers) {
        if (value === null) delete headers[name];
        else headers[name] = value;
      }
    }
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers['Content-Encoding'] = 'br';
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const root = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No ${root}/index.html: run \`npm run build\` first.`);
    process.exit(1);
  }
  createStaticServer({ root }).listen(port, '127.0.0.1', () => console.log(`Site: http://127.0.0.1:${port}`));
}
