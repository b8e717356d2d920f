import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, verifyLocalSignature } from '../src/storage/local-storage';
import { createS3Storage } from '../src/storage/s3-storage';
import type { Storage } from '../src/storage/storage';
import { startFakeS3 } from './helpers/fake-s3';
import { signUpVerified, startTestApp } from './helpers/test-app';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** The same contract for both drivers: put/get/exists/copy/delete and a working signed URL. */
async function exerciseDriver(storage: Storage, fetchSigned: (url: string) => Promise<Response>) {
  await storage.put('jobs', 'u1/j1.png', png, 'image/png');
  expect(await storage.exists('jobs', 'u1/j1.png')).toBe(true);
  expect((await storage.get('jobs', 'u1/j1.png'))?.equals(png)).toBe(true);
  await storage.copy('jobs', 'u1/j1.png', 'saved-decals', 'saved-decal-u1-1.png', 'image/png');
  const url = await storage.signedUrl('saved-decals', 'saved-decal-u1-1.png', 3600);
  const res = await fetchSigned(url);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  await storage.delete('saved-decals', 'saved-decal-u1-1.png');
  expect(await storage.exists('saved-decals', 'saved-decal-u1-1.png')).toBe(false);
  expect(await storage.get('saved-decals', 'saved-decal-u1-1.png')).toBeNull();
  await expect(storage.put('jobs', '../escape.png', png, 'image/png')).rejects.toThrow(/unsafe/);
}

describe('local storage driver', () => {
  const root = mkdtempSync(join(tmpdir(), 'df-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  it('stores files and signs expiring URLs', async () => {
    const storage = createLocalStorage(root, 'secret');
    await exerciseDriver(storage, async (url) => {
      // The app serves these; check the signature the same way it does.
      const u = new URL(url, 'http://x');
      const [, , , bucket, ...rest] = u.pathname.split('/');
      const ok = verifyLocalSignature('secret', bucket, rest.map(decodeURIComponent).join('/'), u.searchParams.get('expires') ?? undefined, u.searchParams.get('sig') ?? undefined);
      return new Response(ok ? png : null, { status: ok ? 200 : 404 });
    });
    const url = new URL(await storage.signedUrl('jobs', 'u1/j1.png', 60), 'http://x');
    const expires = url.searchParams.get('expires') as string;
    const sig = url.searchParams.get('sig') as string;
    expect(verifyLocalSignature('secret', 'jobs', 'u1/j1.png', expires, sig)).toBe(true);
    expect(verifyLocalSignature('other-secret', 'jobs', 'u1/j1.png', expires, sig)).toBe(false);
    expect(verifyLocalSignature('secret', 'jobs', 'u1/j2.png', expires, sig)).toBe(false);
    expect(verifyLocalSignature('secret', 'jobs', 'u1/j1.png', expires, sig, Date.now() + 61_000)).toBe(false);
  });
});

describe('S3 storage driver (against a loopback S3-compatible server)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  it('puts, copies, presigns and deletes through the AWS SDK', async () => {
    const storage = createS3Storage({ endpoint: s3.url, bucket: 'decalforge', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', region: 'eu-west-1' });
    await exerciseDriver(storage, (url) => fetch(url));
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    expect(s3.requests.map((r) => r.path)).toContain('decalforge/saved-decals/saved-decal-u1-1.png');
    const presigned = new URL(await storage.signedUrl('jobs', 'u1/j1.png', 86_400));
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(presigned.pathname).toBe('/decalforge/jobs/u1/j1.png');
  });
});

describe('the app on S3 storage', () => {
  it('keeps a decal in the bucket and hands out a presigned link', async () => {
    const s3 = await startFakeS3();
    const t = await startTestApp({ S3_ENDPOINT: s3.url, S3_BUCKET: 'df', S3_ACCESS_KEY_ID: 'AKIDTEST', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'us-east-1' });
    try {
      const u = await signUpVerified(t);
      const gen = await u.client.json<{ jobId: string }>('POST', '/api/functions/generate', { improvedPrompt: 'gold hexagon armor', carBody: 'dominus' }, { Accept: 'application/json' });
      expect(gen.status).toBe(200);
      const keep = await u.client.json<{ decal: { id: string; image_url: string; signedUrl: string } }>('POST', '/api/saved-decals', { jobId: gen.data.jobId });
      expect(keep.status).toBe(201);
      expect(s3.objects.has(`df/saved-decals/${keep.data.decal.image_url}`)).toBe(true);
      const link = new URL(keep.data.decal.signedUrl);
      expect(link.origin).toBe(s3.url);
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await u.client.json('DELETE', `/api/saved-decals/${keep.data.decal.id}`)).status).toBe(200);
      expect(s3.objects.has(`df/saved-decals/${keep.data.decal.image_url}`)).toBe(false);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
