import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLogoStickers } from '@decalforge/decal-engine/node';
import { LOGO_MAX_BYTES, LOGO_UPLOADS_PER_DAY, MESSAGES, type CarBody, type LogoUploadResponse } from '@decalforge/shared';
import type { TestClient } from './helpers/http-client';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '1000', GENERATE_RUNNING_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

async function userWithPlan(plan?: 'PRO' | 'ADMIN') {
  const u = await signUpVerified(t);
  if (plan) await t.ctx.repos.profiles.setPlan(u.userId, plan);
  return u;
}

async function upload(client: TestClient, bytes: Buffer, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await client.req('POST', '/api/logos', { form });
  const text = await res.text();
  return { status: res.status, data: JSON.parse(text) as LogoUploadResponse & { error?: string } };
}

/** A logo in one colour nothing in a "blue and white waves" decal has. */
const MAGENTA = { r: 255, g: 0, b: 255 };
const logoPng = (w = 300, h = 200) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { ...MAGENTA, alpha: 1 } } })
    .png()
    .toBuffer();

const isMagenta = (d: Buffer, i: number) => d[i] > 200 && d[i + 1] < 60 && d[i + 2] > 200;

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

function magentaCount(img: { data: Buffer }): number {
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4) if (isMagenta(img.data, i)) n++;
  return n;
}

/** Whether the pixels at each sticker's centre (and a little around it) are the logo's colour. */
function stickersShown(img: { data: Buffer; width: number }, body: CarBody, w: number, h: number): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const p of planLogoStickers(body, w, h)) {
    let hits = 0;
    for (const [dx, dy] of [
      [0, 0],
      [6, 0],
      [-6, 0],
      [0, 6],
      [0, -6],
    ]) {
      const i = (Math.round(p.cy + dy) * img.width + Math.round(p.cx + dx)) * 4;
      if (isMagenta(img.data, i)) hits++;
    }
    out[p.regionId] = hits === 5;
  }
  return out;
}

describe('POST /api/logos', () => {
  it('decides the type by content, not by name or declared type', async () => {
    const u = await userWithPlan('PRO');
    const png = await upload(u.client, await logoPng(40, 20), 'notes.txt', 'text/plain');
    expect(png.status).toBe(201);
    expect(png.data).toEqual({ id: expect.any(String), width: 40, height: 20, contentType: 'image/png' });
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const jpg = await upload(u.client, jpeg, 'photo.png', 'image/png');
    expect(jpg.status).toBe(201);
    expect(jpg.data.contentType).toBe('image/jpeg');
    const text = await upload(u.client, Buffer.from('just some text, not an image'), 'logo.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.data).toEqual({ error: 'Please upload a PNG, JPG, or SVG file.' });
    // PNG magic bytes followed by garbage is not a PNG either
    const fake = await upload(
      u.client,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
      'x.png',
    );
    expect(fake.status).toBe(400);
    expect(fake.data.error).toBe(MESSAGES.create.logoType);
    const gif = await upload(
      u.client,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
        .gif()
        .toBuffer(),
      'a.svg',
      'image/svg+xml',
    );
    expect(gif.status).toBe(400);
    // not a form, or no file field
    expect((await u.client.json('POST', '/api/logos', { file: 'x' })).status).toBe(400);
    const empty = new FormData();
    empty.append('name', 'x');
    const noFile = await u.client.req('POST', '/api/logos', { form: empty });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error: expect.any(String) });
    expect((await t.client().req('POST', '/api/logos', { form: empty })).status).toBe(401);
    // the stored logo is served back as a PNG to its owner
    const img = await u.client.req('GET', `/api/logos/${jpg.data.id}/image`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).format).toBe('png');
  });

  it(`refuses files over ${LOGO_MAX_BYTES} bytes with 413 and the product's message (MESSAGES.create.logoSize)`, async () => {
    const u = await userWithPlan('PRO');
    const big = Buffer.concat([await logoPng(10, 10), Buffer.alloc(LOGO_MAX_BYTES, 1)]);
    const res = await upload(u.client, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ error: 'File size must be less than 10MB.' });
    // a large real photo (megabytes, far past the 32 KB JSON limit) is fine and scaled to 1024 px
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const ok = await upload(u.client, photo, 'photo.jpg', 'image/jpeg');
    expect(ok.status).toBe(201);
    expect(ok.data).toMatchObject({ width: 1024, height: 768, contentType: 'image/jpeg' });
  });

  it('rasterises an SVG safely: no script, no external reference fetched, stored and served as a bounded PNG', async () => {
    const hits: string[] = [];
    const spy: Server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((r) => spy.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(spy.address() as AddressInfo).port}`;
    try {
      const svg = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="${base}/sheet.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="fetch('${base}/onload')">
  <style>@import url(${base}/import.css); .x { fill: url(${base}/paint.svg#p) }</style>
  <script>fetch('${base}/script')</script>
  <script xlink:href="${base}/external.js"/>
  <rect width="200" height="100" fill="#ff0000" onclick="alert(1)"/>
  <image href="${base}/image.png" width="40" height="40"/>
  <image xlink:href="${base}/xlink.png" x="40" width="40" height="40"/>
  <use href="${base}/sprite.svg#a"/>
  <rect class="x" x="150" width="10" height="10" style="fill: url('${base}/style.svg#p')"/>
  <foreignObject width="50" height="50"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${base}/iframe"></iframe></foreignObject>
</svg>`;
      const u = await userWithPlan('PRO');
      const res = await upload(u.client, Buffer.from(svg), 'logo.txt', 'text/plain');
      expect(res.status).toBe(201);
      expect(res.data).toMatchObject({ width: 1024, height: 512, contentType: 'image/svg+xml' });
      const row = await t.ctx.dbh.db.selectFrom('logos').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(/\.png$/);
      const stored = (await t.ctx.storage.get('logos', row.storage_key)) as Buffer;
      expect(stored.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(stored.includes('<svg')).toBe(false);
      expect(stored.includes('script')).toBe(false);
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 512]);
      // the red rectangle was drawn
      const px = await rgba(stored);
      const mid = (256 * px.width + 512) * 4;
      expect([px.data[mid], px.data[mid + 1], px.data[mid + 2]]).toEqual([255, 0, 0]);
      const served = await u.client.req('GET', `/api/logos/${res.data.id}/image`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
      // an SVG declaring entities is refused outright
      const entity =
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
      expect((await upload(u.client, Buffer.from(entity), 'e.svg')).status).toBe(400);
      // a huge declared size is still rendered to the bounded size
      const huge = await upload(
        u.client,
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="25000"><rect width="100%" height="100%" fill="#00f"/></svg>',
        ),
        'h.svg',
      );
      expect(huge.status).toBe(201);
      expect(Math.max(huge.data.width, huge.data.height)).toBeLessThanOrEqual(1024);
      await new Promise((r) => setTimeout(r, 200));
      expect(hits).toEqual([]);
    } finally {
      await new Promise((r) => spy.close(r));
    }
  });

  it("a logo is its owner's: anyone else gets 404, also when generating with it", async () => {
    const owner = await userWithPlan('PRO');
    const up = await upload(owner.client, await logoPng(), 'l.png');
    const other = await userWithPlan('PRO');
    const img = await other.client.req('GET', `/api/logos/${up.data.id}/image`);
    expect(img.status).toBe(404);
    expect(await img.json()).toEqual({ error: 'Logo not found' });
    const gen = await other.client.json<{ error: string }>('POST', '/api/jobs', {
      improvedPrompt: 'blue and white waves',
      carBody: 'octane',
      logo: { id: up.data.id },
    });
    expect(gen.status).toBe(404);
    expect(gen.data.error).toBe('Logo not found');
    expect((await owner.client.req('GET', `/api/logos/${up.data.id}/image`)).status).toBe(200);
  });

  it(`allows ${LOGO_UPLOADS_PER_DAY} uploads per user per UTC day, then 429`, async () => {
    const u = await userWithPlan('PRO');
    const png = await logoPng(8, 8);
    for (let i = 0; i < LOGO_UPLOADS_PER_DAY; i++) expect((await upload(u.client, png, `l${i}.png`)).status).toBe(201);
    const over = await u.client.req('POST', '/api/logos', {
      form: (() => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(png)]), 'x.png');
        return f;
      })(),
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: MESSAGES.create.logoLimit(LOGO_UPLOADS_PER_DAY) });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // another user is not affected
    const other = await userWithPlan('PRO');
    expect((await upload(other.client, png, 'x.png')).status).toBe(201);
  });
});

describe('generation with a logo', () => {
  const body = { improvedPrompt: 'blue and white waves', carBody: 'octane' as const, seed: 4242 };

  it("Pro: the logo's colour sits on both sides and the hood, and nowhere without it (same seed); kept by More Like This and all bodies", async () => {
    const u = await userWithPlan('PRO');
    const up = await upload(u.client, await logoPng(), 'brand.png');
    const withLogo = await u.client.req('POST', '/api/functions/generate', { json: { ...body, logo: { id: up.data.id } } });
    expect(withLogo.status).toBe(200);
    const jobId = withLogo.headers.get('x-job-id') as string;
    const without = await u.client.req('POST', '/api/functions/generate', { json: body });
    const a = await rgba(Buffer.from(await withLogo.arrayBuffer()));
    const b = await rgba(Buffer.from(await without.arrayBuffer()));
    const shown = stickersShown(a, 'octane', 300, 200);
    expect(Object.keys(shown).sort()).toEqual(['side-left', 'side-right', 'spine']);
    expect(Object.values(shown).every(Boolean)).toBe(true);
    expect(magentaCount(a)).toBeGreaterThan(3 * 2000);
    expect(magentaCount(b)).toBe(0);
    const job = await u.client.json<{ settings: { logo: unknown } }>('GET', `/api/jobs/${jobId}`);
    expect(job.data.settings.logo).toEqual({ id: up.data.id, mode: 'sticker', scale: 1 });

    // "all bodies": the same design on the Fennec carries the logo on its sides and hood
    const fennec = await u.client.req('GET', `/api/jobs/${jobId}/bodies/fennec`);
    const f = await rgba(Buffer.from(await fennec.arrayBuffer()));
    const fShown = stickersShown(f, 'fennec', 300, 200);
    expect(Object.keys(fShown).sort()).toEqual(['hood', 'side-left', 'side-right']);
    expect(Object.values(fShown).every(Boolean)).toBe(true);

    // More Like This keeps the parent's logo
    const child = await u.client.json<{ jobId: string }>(
      'POST',
      '/api/functions/generate',
      { ...body, seed: undefined, parentJobId: jobId },
      { Accept: 'application/json' },
    );
    expect(child.status).toBe(200);
    const cj = await u.client.json<{ settings: { logo: unknown } }>('GET', `/api/jobs/${child.data.jobId}`);
    expect(cj.data.settings.logo).toEqual({ id: up.data.id, mode: 'sticker', scale: 1 });
  });

  it('FREE: the logo is ignored (no logo in the settings or the pixels)', async () => {
    const u = await userWithPlan();
    const up = await upload(u.client, await logoPng(), 'brand.png');
    expect(up.status).toBe(201);
    const gen = await u.client.req('POST', '/api/functions/generate', { json: { ...body, logo: { id: up.data.id, scale: 2 } } });
    expect(gen.status).toBe(200);
    const job = await u.client.json<{ settings: { logo: unknown } }>('GET', `/api/jobs/${gen.headers.get('x-job-id') as string}`);
    expect(job.data.settings.logo).toBeNull();
    expect(magentaCount(await rgba(Buffer.from(await gen.arrayBuffer())))).toBe(0);
  });
});
