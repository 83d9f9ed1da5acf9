/**
 * `GET|HEAD /storage/v1/object/public/media/<path>`: files of the media folder, served the way Supabase
 * Storage serves a public bucket — byte ranges (206) for video seeking, content types, ETag and caching headers.
 */

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const PUBLIC_MEDIA_PREFIX = '/storage/v1/object/public/media/';
const CACHE_CONTROL = 'public, max-age=3600';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.m4v': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

function storageError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: String(status), error, message }, { status });
}

/** The requested byte range, 'unsatisfiable', or null to send the whole file (absent or unparseable header). */
function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null; // also multi-range requests: answering with the whole file is allowed
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function createMediaHandler(mediaDir: string) {
  const root = resolve(mediaDir);

  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return storageError(405, 'method_not_allowed', 'Only GET and HEAD are served by the local stack');
    }
    if (!pathname.startsWith(PUBLIC_MEDIA_PREFIX)) {
      return storageError(404, 'not_found', 'Only the public "media" bucket exists on the local stack');
    }

    let segments: string[];
    try {
      segments = pathname.slice(PUBLIC_MEDIA_PREFIX.length).split('/').map(decodeURIComponent);
    } catch {
      return storageError(400, 'invalid_key', 'Invalid object key');
    }
    if (segments.some((part) => part === '' || part === '.' || part === '..' || /[\\/\0]/.test(part))) {
      return storageError(400, 'invalid_key', 'Invalid object key');
    }
    const file = resolve(root, ...segments);
    if (!file.startsWith(root + sep)) return storageError(400, 'invalid_key', 'Invalid object key');

    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return storageError(404, 'not_found', 'Object not found');

    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      'accept-ranges': 'bytes',
      'cache-control': CACHE_CONTROL,
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag,
      'last-modified': info.mtime.toUTCString(),
    });
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

    // A Range only applies to the version the client already has (If-Range).
    const ifRange = request.headers.get('if-range');
    const range = ifRange === null || ifRange === etag ? parseRange(request.headers.get('range'), info.size) : null;
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${info.size}`);
      return new Response(null, { status: 416, headers });
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    headers.set('content-length', String(Math.max(0, end - start + 1)));
    if (range) headers.set('content-range', `bytes ${start}-${end}/${info.size}`);
    const status = range ? 206 : 200;
    if (request.method === 'HEAD' || info.size === 0) return new Response(null, { status, headers });
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(stream, { status, headers });
  };
}
