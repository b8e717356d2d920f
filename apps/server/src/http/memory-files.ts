import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface MemoryFile {
  contentType: string;
  lastModified: string;
  /** The file itself, and the build's pre-compressed twins when present. */
  variants: Partial<Record<Encoding, Variant>>;
}

/** Files up to this size are kept in memory (the built app's pages, chunks and blog data; not the templates). */
export const MEMORY_FILE_MAX_BYTES = 128 * 1024;

/**
 * Content types of what the web build emits, as `@fastify/static` sends them; a file of another
 * kind stays with `@fastify/static`.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

function variant(path: string): Variant {
  const body = readFileSync(path);
  // Strong validator from the content: the same bytes give the same ETag on every restart.
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The small files of the built web app, read once, by URL path. Like index.html, the build is
 * fixed for the life of the process. `@fastify/static` answers each request with four or five
 * file-system round trips (stat, open, read, close, on the thread pool) — five times the CPU of
 * an answer from memory, and under load every round trip waits for a turn of the event loop
 * (bench:load: /blog-data.json had 3× the p50 of the other requests).
 */
export function loadMemoryFiles(distDir: string, maxBytes = MEMORY_FILE_MAX_BYTES): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !entry.name.startsWith('.')) {
        const contentType = CONTENT_TYPES[extname(entry.name).toLowerCase()];
        const stat = statSync(path);
        if (!contentType || stat.size > maxBytes) continue;
        const variants: MemoryFile['variants'] = { identity: variant(path) };
        for (const [encoding, ext] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          try {
            variants[encoding] = variant(path + ext);
          } catch {
            /* no twin of this encoding */
          }
        }
        const url = '/' + relative(distDir, path).split(sep).join('/');
        files.set(url, { contentType, lastModified: stat.mtime.toUTCString(), variants });
      }
    }
  };
  walk(distDir);
  return files;
}

/** q-values of an Accept-Encoding header; `*` stands for gzip, as @fastify/static reads it. */
function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const key = name === '*' ? 'gzip' : name;
    if (Number.isFinite(value) && !accepted.has(key)) accepted.set(key, value);
  }
  return accepted;
}

/** The variant to send: the accepted compressed twin with the highest q (brotli first on a tie), else the file. */
export function chooseEncoding(file: MemoryFile, acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? 0;
    if (file.variants[encoding] && q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

function notModified(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
  const since = req.headers['if-modified-since'];
  return since ? Date.parse(since) >= Date.parse(lastModified) : false;
}

/** Answers a GET or HEAD from memory: the negotiated variant, validators, and 304 for a fresh cached copy. */
export function sendMemoryFile(req: FastifyRequest, reply: FastifyReply, file: MemoryFile, cacheControl: string): FastifyReply {
  const encoding = chooseEncoding(file, req.headers['accept-encoding']);
  const chosen = file.variants[encoding] as Variant;
  reply.header('content-type', file.contentType).header('cache-control', cacheControl).header('last-modified', file.lastModified);
  reply.header('etag', chosen.etag);
  if (file.variants.br || file.variants.gzip) reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (notModified(req, chosen.etag, file.lastModified)) return reply.status(304).send();
  return reply.send(chosen.body);
}
