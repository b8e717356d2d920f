import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadMemoryFiles, sendMemoryFile } from './memory-files';

/** Hashed assets are immutable, templates kept a day, everything else revalidated. */
function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/[\\/]templates[\\/]/.test(path)) return 'public, max-age=86400';
  return 'no-cache';
}

/** Serves the built web app; unknown non-API GETs get index.html (the SPA shows its own 404). */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    const memory = loadMemoryFiles(distDir);
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        // Static files are public: declared here for the access layer (default deny) and the route table.
        route.config = { ...(route.config as object | undefined), access: 'public' };
        // Small files are answered from memory; the rest (and anything unexpected) by @fastify/static.
        const file = memory.get(route.url);
        if (file) {
          const fromDisk = route.handler;
          const cacheControl = cacheControlFor(route.url);
          route.handler = function (req, reply) {
            return req.method === 'GET' || req.method === 'HEAD'
              ? sendMemoryFile(req, reply, file, cacheControl)
              : fromDisk.call(this, req, reply);
          };
        }
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br/.gz twins (apps/web/scripts/precompress.ts); serve them when accepted.
        preCompressed: true,
        // Our own cache headers below (the default would overwrite them with max-age=0).
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('cache-control', cacheControlFor(path));
        },
      });
    });
  }
  // Read once: like the static file list, the build is fixed for the life of the process.
  const indexHtml = hasBuild
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><html><body><div id="root">Run `npm run build` to build the web app.</div></body></html>';
  // The hero image is preloaded only where it is shown (the home page); elsewhere the browser
  // would warn "preloaded but not used" and spend bandwidth on it.
  const indexHtmlWithoutHero = indexHtml.replace(/[ \t]*<link rel="preload" as="image" href="\/hero\.[^"]+"[^>]*>\r?\n?/g, '');
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const isHome = req.url === '/' || req.url.startsWith('/?');
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(isHome ? indexHtml : indexHtmlWithoutHero);
  });
}
