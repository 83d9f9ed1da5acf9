/**
 * scripts/serve.mjs (what `npm start` and the end-to-end tests serve the build with): its canonical-URL
 * redirect never sends a visitor to another site, and the build's own bookkeeping is not served.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script, no type declarations
import { createStaticServer } from '../../scripts/serve.mjs';

let root: string;
let server: import('node:http').Server;
let port: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await mkdir(join(root, '.vite'));
  await mkdir(join(root, 'evil.example'));
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>not found</h1>');
  await writeFile(join(root, 'privacy.html'), '<h1>privacy</h1>');
  await writeFile(join(root, 'evil.example', 'index.html'), '<h1>a folder named like a host</h1>');
  await writeFile(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(join(root, '_redirects'), '');
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** A GET with the request target exactly as given (fetch would normalise it first). */
function get(target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

it.each([
  '//evil.example/',
  '///evil.example/',
  '/a/..//evil.example/',
  '//evil.example/index.html',
  '/\\evil.example/',
])('never redirects %s to another host', async (target) => {
  const { status, location } = await get(target);
  if (location !== undefined) {
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://site.example').host).toBe('site.example');
  }
  expect([200, 301, 404]).toContain(status);
});

it('still makes URLs canonical', async () => {
  expect(await get('/privacy.html')).toEqual({ status: 301, location: '/privacy' });
  expect(await get('/privacy/')).toEqual({ status: 301, location: '/privacy' });
  expect((await get('/privacy')).status).toBe(200);
});

it.each([
  '/_headers',
  '/_redirects',
  '/.vite/manifest.json',
  '/.vite/',
  '/%2Evite/manifest.json',
  '/x/..%2f_headers',
  '/x/..%2F_redirects',
  '/x/y/..%2f..%2f_headers',
  '//_headers',
  '/x/..%2f.vite/manifest.json',
])('does not serve %s', async (target) => {
  expect((await get(target)).status).toBe(404);
});
