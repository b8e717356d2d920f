import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '../../constants';
import { sendJson, startServer } from '../test-server';
import { planScene } from '../../compose/plan';
import { sceneForRequest } from '../../scene/scene-for-request';
import { createImageGenerator } from './create-image-generator';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A model's hero artwork: a solid square of `color` on a plain white background. */
function fakeImageB64(color = '#ff00ff'): string {
  const c = createCanvas(64, 64);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = color;
  ctx.fillRect(12, 12, 40, 40);
  return c.toBuffer('image/png').toString('base64');
}

const req = { prompt: 'a black wolf on orange', carBody: 'octane' as const, finish: 'matte' as const, seed: 5, size: 256 };

/** The artwork is placed by the composer: its colour at each hero slot's centre, the procedural base around it. */
async function expectArtworkPlaced(png: Buffer, rgb: number[]): Promise<void> {
  const plan = planScene(sceneForRequest(req), req.carBody);
  const heroes = plan.items.filter((i) => i.kind === 'motif' && i.role === 'hero');
  expect(heroes.length).toBeGreaterThanOrEqual(3);
  const k = req.size / 2048;
  for (const h of heroes) expect(await pixel(png, Math.round(h.cx * k), Math.round(h.cy * k))).toEqual(rgb);
  // the base the player asked for (orange) still surrounds the artwork, and no white box is pasted
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let orange = 0;
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i] > 230 && data[i + 1] > 90 && data[i + 1] < 150 && data[i + 2] < 40) orange++;
    if (data[i] > 245 && data[i + 1] > 245 && data[i + 2] > 245) white++;
  }
  expect(orange).toBeGreaterThan(256 * 256 * 0.05);
  expect(white).toBeLessThan(256 * 256 * 0.002);
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(i, i + 3));
}

describe('createImageGenerator', () => {
  it('defaults to the procedural driver', async () => {
    const gen = createImageGenerator({});
    expect(gen.name).toBe('procedural');
    const png = await gen.generate(req);
    expect((await sharp(png).metadata()).width).toBe(256);
  });

  it('rejects unknown drivers and missing URLs', () => {
    expect(() => createImageGenerator({ IMAGE_GENERATOR: 'dalle9' })).toThrow(/Unknown IMAGE_GENERATOR/);
    expect(() => createImageGenerator({ IMAGE_GENERATOR: 'openai' })).toThrow(/IMAGE_API_URL/);
    expect(() => createImageGenerator({ IMAGE_GENERATOR: 'sdwebui' })).toThrow(/SDWEBUI_URL/);
  });

  describe('openai', () => {
    it('POSTs /images/generations and masks data[0].b64_json to the body', async () => {
      const srv = await startServer((_r, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: fakeImageB64() }] }));
      closers.push(srv.close);
      const gen = createImageGenerator({
        IMAGE_GENERATOR: 'openai',
        IMAGE_API_URL: `${srv.url}/v1`,
        IMAGE_API_KEY: 'sk-x',
        IMAGE_MODEL: 'img-1',
      });
      const png = await gen.generate(req);
      const [r] = srv.requests;
      expect(r.url).toBe('/v1/images/generations');
      expect(r.headers.authorization).toBe('Bearer sk-x');
      expect(r.body).toMatchObject({ model: 'img-1', response_format: 'b64_json', n: 1 });
      expect((r.body as { prompt: string }).prompt).toContain('a black wolf on orange');
      expect((r.body as { prompt: string }).prompt).toMatch(/wolf.*isolated on a plain white background/);
      await expectArtworkPlaced(png, [255, 0, 255]);
      expect(await pixel(png, 255, 255)).toEqual([...BACKGROUND_RGB]);
    });

    it('turns a 500 with a JSON error into a readable Error', async () => {
      const srv = await startServer((_r, res) => sendJson(res, 500, { error: { message: 'model overloaded' } }));
      closers.push(srv.close);
      const gen = createImageGenerator({ IMAGE_GENERATOR: 'openai', IMAGE_API_URL: srv.url });
      await expect(gen.generate(req)).rejects.toThrow(/Image API: HTTP 500: model overloaded/);
    });

    it('rejects bad JSON and missing images', async () => {
      const srv = await startServer((r, res) => {
        if (r.url.startsWith('/badjson')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{not json');
        } else sendJson(res, 200, { data: [] });
      });
      closers.push(srv.close);
      await expect(createImageGenerator({ IMAGE_GENERATOR: 'openai', IMAGE_API_URL: `${srv.url}/badjson` }).generate(req)).rejects.toThrow(
        /not valid JSON/,
      );
      await expect(createImageGenerator({ IMAGE_GENERATOR: 'openai', IMAGE_API_URL: srv.url }).generate(req)).rejects.toThrow(/b64_json/);
    });

    it('times out', async () => {
      const srv = await startServer(() => undefined);
      closers.push(srv.close);
      const gen = createImageGenerator({ IMAGE_GENERATOR: 'openai', IMAGE_API_URL: srv.url }, { timeoutMs: 150 });
      await expect(gen.generate(req)).rejects.toThrow(/timed out after 150 ms/);
    });
  });

  describe('sdwebui', () => {
    it('uses txt2img with prompt and seed', async () => {
      const srv = await startServer((_r, res) => sendJson(res, 200, { images: [fakeImageB64('#00ff00')], parameters: {}, info: '{}' }));
      closers.push(srv.close);
      const gen = createImageGenerator({ IMAGE_GENERATOR: 'sdwebui', SDWEBUI_URL: `${srv.url}/` });
      expect(gen.name).toBe('sdwebui');
      const png = await gen.generate(req);
      expect(srv.requests[0].url).toBe('/sdapi/v1/txt2img');
      expect(srv.requests[0].body).toMatchObject({ seed: 5 });
      expect((srv.requests[0].body as { prompt: string }).prompt).toContain('a black wolf on orange');
      await expectArtworkPlaced(png, [0, 255, 0]);
    });

    it('uses img2img with init_images and denoising_strength for More Like This', async () => {
      const srv = await startServer((_r, res) => sendJson(res, 200, { images: [fakeImageB64()] }));
      closers.push(srv.close);
      const gen = createImageGenerator({ IMAGE_GENERATOR: 'sdwebui', SDWEBUI_URL: srv.url });
      const parentImage = Buffer.from(fakeImageB64('#123456'), 'base64');
      await gen.generate({ ...req, seed: 6, parentSeed: 5, variationStrength: 0.35, parentImage });
      const [r] = srv.requests;
      expect(r.url).toBe('/sdapi/v1/img2img');
      expect(r.body).toMatchObject({ denoising_strength: 0.35, seed: 6, init_images: [parentImage.toString('base64')] });
    });

    it('reports errors and timeouts readably', async () => {
      const srv = await startServer((r, res) => {
        if (r.url.includes('txt2img')) sendJson(res, 500, { error: 'OutOfMemoryError', detail: 'CUDA out of memory' });
      });
      closers.push(srv.close);
      await expect(createImageGenerator({ IMAGE_GENERATOR: 'sdwebui', SDWEBUI_URL: srv.url }).generate(req)).rejects.toThrow(
        /Stable Diffusion API: HTTP 500: OutOfMemoryError/,
      );
      const gen = createImageGenerator({ IMAGE_GENERATOR: 'sdwebui', SDWEBUI_URL: srv.url }, { timeoutMs: 150 });
      await expect(gen.generate({ ...req, parentImage: Buffer.from('x'), variationStrength: 0.5 })).rejects.toThrow(/timed out/);
    });
  });
});
