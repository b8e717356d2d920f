import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, loadMemoryFiles, type MemoryFile } from './memory-files';
import { registerSpa } from './spa';

const json = JSON.stringify({ posts: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Post ${i}` })) });
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'df-memfiles-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'templates'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'blog-data.json'), json);
  writeFileSync(join(dir, 'blog-data.json.br'), brotliCompressSync(json));
  writeFileSync(join(dir, 'blog-data.json.gz'), gzipSync(json));
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'templates', 'big.png'), Buffer.alloc(200 * 1024, 1));
  app = Fastify();
  await registerSpa(app, dir);
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('small build files from memory', () => {
  it('keeps small files with their pre-compressed twins, leaves large ones and the twins themselves on disk', () => {
    const files = loadMemoryFiles(dir);
    expect([...files.keys()].sort()).toEqual(['/assets/app-abc.js', '/blog-data.json', '/index.html']);
    expect(Object.keys(files.get('/blog-data.json')?.variants ?? {}).sort()).toEqual(['br', 'gzip', 'identity']);
  });

  it('negotiates the encoding like a browser expects: brotli first, q-values honoured, identity otherwise', () => {
    const file = loadMemoryFiles(dir).get('/blog-data.json') as MemoryFile;
    expect(chooseEncoding(file, 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding(file, 'gzip')).toBe('gzip');
    expect(chooseEncoding(file, 'br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding(file, 'br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding(file, '*')).toBe('gzip');
    expect(chooseEncoding(file, undefined)).toBe('identity');
    expect(chooseEncoding(file, 'identity')).toBe('identity');
  });

  it('answers with the right body, type, validators and cache headers, and 304 for a fresh copy', async () => {
    const br = await app.inject({ url: '/blog-data.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.equals(brotliCompressSync(json))).toBe(true);
    const plain = await app.inject({ url: '/blog-data.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const again = await app.inject({ url: '/blog-data.json', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await app.inject({ url: '/blog-data.json', headers: { 'if-modified-since': String(plain.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/blog-data.json' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    const asset = await app.inject({ url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // A large file still comes from @fastify/static, with the same cache rule.
    const big = await app.inject({ url: '/templates/big.png' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['cache-control']).toBe('public, max-age=86400');
    expect(big.rawPayload.length).toBe(200 * 1024);
  });
});
