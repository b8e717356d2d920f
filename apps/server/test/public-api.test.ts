import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_IDS, validatePack } from '@decalforge/decal-engine/package';
import { buildNormalMap, buildSkinMask } from '@decalforge/decal-engine/package';
import { DEFAULT_CHASSIS, DEFAULT_FINISH, MESSAGES, V1_DECALS_PAGE_MAX, type V1Decal, type V1DecalList } from '@decalforge/shared';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

/**
 * Public API v1 with a personal API token: the same generation service, gates, quota and rate
 * limits as POST /api/jobs; owner only.
 */
const RATE_MAX = 6;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: String(RATE_MAX) });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A verified user of `plan` and a client that holds only an API token of theirs (no cookie). */
async function tokenUser(plan?: 'BASIC' | 'PRO') {
  const u = await signUpVerified(t);
  if (plan) await t.ctx.repos.profiles.setPlan(u.userId, plan);
  const { token } = (await u.client.json<{ token: string }>('POST', '/api/tokens', { name: 'test' })).data;
  const api = t.client();
  api.bearer = token;
  return { ...u, api };
}

async function finished(api: TestClient, id: string): Promise<V1Decal> {
  let decal: V1Decal | undefined;
  for (let i = 0; i < 150; i++) {
    decal = (await api.json<V1Decal>('GET', `/api/v1/decals/${id}`)).data;
    if (decal.status !== 'RUNNING') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return decal as V1Decal;
}

describe('public API v1', () => {
  it('creates a decal (202), reports status, settings and links, serves the PNG; owner only', async () => {
    const u = await tokenUser();
    const res = await u.api.json<{ id: string; status: string }>('POST', '/api/v1/decals', {
      prompt: 'red and black tiger stripes',
      body: 'fennec',
    });
    expect(res.status).toBe(202);
    expect(res.data).toEqual({ id: expect.any(String), status: 'RUNNING' });
    expect(res.headers.get('location')).toBe(`/api/v1/decals/${res.data.id}`);
    const decal = await finished(u.api, res.data.id);
    expect(decal).toMatchObject({
      id: res.data.id,
      status: 'COMPLETE',
      error: null,
      settings: { carBody: 'fennec', finish: DEFAULT_FINISH, chassis: DEFAULT_CHASSIS, seed: expect.any(Number) },
      prompt: 'red and black tiger stripes',
      links: {
        self: `${t.baseUrl}/api/v1/decals/${res.data.id}`,
        image: `${t.baseUrl}/api/v1/decals/${res.data.id}/image`,
        package: `${t.baseUrl}/api/v1/decals/${res.data.id}/package.zip`,
      },
    });
    const img = await u.api.req('GET', `/api/v1/decals/${res.data.id}/image`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await img.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    // The web app sees the same job.
    expect((await u.client.json<{ status: string }>('GET', `/api/jobs/${res.data.id}`)).data.status).toBe('COMPLETE');

    const other = await tokenUser('PRO');
    for (const path of [`/api/v1/decals/${res.data.id}`, `/api/v1/decals/${res.data.id}/image`]) {
      const r = await other.api.json<{ error: string }>('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.data.error).toEqual(expect.any(String));
      expect((await t.client().json('GET', path)).status).toBe(401);
    }
    expect((await t.client().json('POST', '/api/v1/decals', { prompt: 'x', body: 'octane' })).status).toBe(401);

    // FREE: one generation in the account's lifetime, then 402 with the web app's message.
    const again = await u.api.json<{ error: string }>('POST', '/api/v1/decals', { prompt: 'blue flames', body: 'octane' });
    expect(again.status).toBe(402);
    const web = await u.client.json<{ error: string }>('POST', '/api/jobs', { improvedPrompt: 'blue flames', carBody: 'octane' });
    expect(web.status).toBe(402);
    expect(again.data.error).toBe(web.data.error);
  });

  it('plan gates and Pro-only settings work as on the web', async () => {
    const free = await tokenUser();
    const uni = await free.api.json<{ error: string }>('POST', '/api/v1/decals', { prompt: 'camo', body: 'universal' });
    expect(uni.status).toBe(403);
    expect(uni.data.error).toBe(MESSAGES.create.universalNeedsPro);
    const none = await free.api.json<{ error: string }>('POST', '/api/v1/decals', { prompt: 'camo', body: 'octane', chassis: 'none' });
    expect(none.status).toBe(403);
    expect(none.data.error).toBe(MESSAGES.create.chassisNeedsPro);
    // Settings are ignored for FREE: the defaults apply.
    const ignored = await free.api.json<{ id: string }>('POST', '/api/v1/decals', {
      prompt: 'camo',
      body: 'octane',
      finish: 'matte',
      seed: 77,
    });
    expect(ignored.status).toBe(202);
    const d1 = await finished(free.api, ignored.data.id);
    expect(d1.settings.finish).toBe('animated');

    const pro = await tokenUser('PRO');
    const res = await pro.api.json<{ id: string }>('POST', '/api/v1/decals', {
      prompt: 'gold lightning',
      body: 'dominus',
      finish: 'matte',
      seed: 1234,
      variationStrength: 0.5,
      improve: true,
    });
    expect(res.status).toBe(202);
    const d2 = await finished(pro.api, res.data.id);
    expect(d2.status).toBe('COMPLETE');
    expect(d2.settings).toMatchObject({ carBody: 'dominus', finish: 'matte', seed: 1234 });
  });

  it('validates the body with {error} and applies the generate rate limit per user', async () => {
    const u = await tokenUser('PRO');
    const bad = [
      {},
      { prompt: '', body: 'octane' },
      { prompt: 'x', body: 'truck' },
      { prompt: 'x', body: 'octane', seed: -1 },
      { prompt: 'x', body: 'octane', improve: 'yes' },
    ];
    for (const b of bad) {
      const r = await u.api.json<{ error: string }>('POST', '/api/v1/decals', b);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.data.error).toEqual(expect.any(String));
    }
    // Those five requests counted against the per-user generate budget (as POST /api/jobs does).
    expect((await u.api.json('POST', '/api/v1/decals', { prompt: 'x', body: 'octane' })).status).toBe(202);
    const limited = await u.api.json<{ error: string }>('POST', '/api/v1/decals', { prompt: 'x', body: 'octane' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toEqual(expect.any(String));
    expect((await u.client.json('POST', '/api/jobs', { improvedPrompt: 'x', carBody: 'octane' })).status).toBe(429);
  });

  it('package.zip: the AlphaConsole package of the shared builder, for one body or all, owner only', async () => {
    const u = await tokenUser();
    const { data } = await u.api.json<{ id: string }>('POST', '/api/v1/decals', { prompt: 'red and black tiger stripes', body: 'octane' });
    expect((await finished(u.api, data.id)).status).toBe('COMPLETE');
    const decalPng = Buffer.from(await (await u.api.req('GET', `/api/v1/decals/${data.id}/image`)).arrayBuffer());

    const one = await u.api.req('GET', `/api/v1/decals/${data.id}/package.zip`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/zip');
    expect(one.headers.get('content-disposition')).toMatch(/^attachment; filename="DecalForge_octane_\d+\.zip"$/);
    const zip = await JSZip.loadAsync(Buffer.from(await one.arrayBuffer()));
    const files = new Map<string, Uint8Array>();
    for (const f of Object.values(zip.files)) if (!f.dir) files.set(f.name, await f.async('uint8array'));
    const report = validatePack(files);
    expect(report.errors).toEqual([]);
    const root = [...files.keys()].find((p) => p.endsWith('/Octane/decal.json'))!.split('/')[0];
    expect([...files.keys()].sort()).toEqual(
      [
        'readme.txt',
        'manifest.json',
        ...['decal.json', 'decal.png', 'detail.png', 'Body.png', 'curvaturepack.png', 'Mask.png', 'DecalForge_Chassis.png'].map(
          (f) => `${root}/Octane/${f}`,
        ),
      ].sort(),
    );
    // decal.png is the job's PNG byte for byte; detail.png and Mask.png hold the engine's pixels exactly.
    expect(Buffer.from(files.get(`${root}/Octane/decal.png`)!).equals(decalPng)).toBe(true);
    const raw = await sharp(decalPng).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixels = async (png: Uint8Array) => new Uint8Array(await sharp(png).ensureAlpha().raw().toBuffer());
    expect(
      Buffer.from(await pixels(files.get(`${root}/Octane/detail.png`)!)).equals(Buffer.from(buildNormalMap(raw.data, 2048, 2048))),
    ).toBe(true);
    expect(
      Buffer.from(await pixels(files.get(`${root}/Octane/Mask.png`)!)).equals(
        Buffer.from(buildSkinMask(raw.data, 2048, 2048, { body: 'octane' })),
      ),
    ).toBe(true);
    const preset = JSON.parse(new TextDecoder().decode(files.get(`${root}/Octane/decal.json`)!)) as Record<string, { BodyID: number }>;
    expect(Object.values(preset)[0]?.BodyID).toBe(BODY_IDS.octane);

    const all = await u.api.req('GET', `/api/v1/decals/${data.id}/package.zip?bodies=all&preset=Template.json`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toMatch(/DecalForge_all_\d+\.zip/);
    const zipAll = await JSZip.loadAsync(Buffer.from(await all.arrayBuffer()));
    const allFiles = new Map<string, Uint8Array>();
    for (const f of Object.values(zipAll.files)) if (!f.dir) allFiles.set(f.name, await f.async('uint8array'));
    expect(validatePack(allFiles).errors).toEqual([]);
    for (const car of ['Octane', 'Fennec', 'Dominus'])
      expect(
        [...allFiles.keys()].some((p) => p.endsWith(`/${car}/Template.json`)),
        car,
      ).toBe(true);

    for (const q of ['bodies=truck', 'bodies=universal', 'preset=x.json']) {
      const bad = await u.api.json<{ error: string }>('GET', `/api/v1/decals/${data.id}/package.zip?${q}`);
      expect(bad.status, q).toBe(400);
      expect(bad.data.error).toEqual(expect.any(String));
    }
    const other = await tokenUser('PRO');
    expect((await other.api.json('GET', `/api/v1/decals/${data.id}/package.zip`)).status).toBe(404);
    expect((await t.client().json('GET', `/api/v1/decals/${data.id}/package.zip`)).status).toBe(401);
  }, 120_000);

  it('GET /api/v1/decals: own decals newest first (web app jobs too), in the shape of GET /:id; a cursor pages on', async () => {
    const u = await tokenUser('PRO');
    const other = await tokenUser('PRO');
    const ids: string[] = [];
    // One at a time: the running limit would refuse a third running generation.
    for (const prompt of ['first stripes', 'second flames']) {
      const { data } = await u.api.json<{ id: string }>('POST', '/api/v1/decals', { prompt, body: 'octane' });
      await finished(u.api, data.id);
      ids.push(data.id);
    }
    const web = await u.client.json<{ jobId: string }>('POST', '/api/jobs', { improvedPrompt: 'third camo', carBody: 'fennec' });
    expect(web.status).toBe(202);
    ids.push(web.data.jobId);
    await finished(u.api, web.data.jobId);
    const theirs = await other.api.json<{ id: string }>('POST', '/api/v1/decals', { prompt: 'not yours', body: 'octane' });
    await finished(other.api, theirs.data.id);

    const all = await u.api.json<V1DecalList>('GET', '/api/v1/decals');
    expect(all.status).toBe(200);
    expect(all.data.items.map((d) => d.id)).toEqual([...ids].reverse());
    expect(all.data.nextCursor).toBeNull();
    for (const item of all.data.items) expect(item).toEqual((await u.api.json<V1Decal>('GET', `/api/v1/decals/${item.id}`)).data);
    expect(all.data.items[0]).toMatchObject({ status: 'COMPLETE', settings: { carBody: 'fennec' } });
    expect(all.data.items[2]?.prompt).toBe('first stripes');
    // A session works as well as a token.
    expect((await u.client.json<V1DecalList>('GET', '/api/v1/decals')).data).toEqual(all.data);

    const first = await u.api.json<V1DecalList>('GET', '/api/v1/decals?limit=2');
    expect(first.data.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.data.nextCursor).toBe(ids[1]);
    const second = await u.api.json<V1DecalList>('GET', `/api/v1/decals?limit=2&before=${first.data.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ items: [all.data.items[2]], nextCursor: null });
    const exact = await u.api.json<V1DecalList>('GET', `/api/v1/decals?limit=1&before=${ids[1]}`);
    expect(exact.data).toEqual({ items: [all.data.items[2]], nextCursor: null });

    // Another user's decals never appear, and their ids are no cursor (the same 400 as an unknown id).
    const theirList = await other.api.json<V1DecalList>('GET', `/api/v1/decals?limit=${V1_DECALS_PAGE_MAX}`);
    expect(theirList.data.items.map((d) => d.id)).toEqual([theirs.data.id]);
    for (const before of [theirs.data.id, 'no-such-decal']) {
      const r = await u.api.json<{ error: string }>('GET', `/api/v1/decals?before=${before}`);
      expect(r.status, before).toBe(400);
      expect(r.data.error).toMatch(/before must be the id of one of your decals/);
    }
    expect((await other.api.json<{ error: string }>('GET', `/api/v1/decals?before=${ids[0]}`)).status).toBe(400);

    expect((await t.client().json('GET', '/api/v1/decals')).status).toBe(401);
    const anon = t.client();
    anon.bearer = 'dfp_not-a-real-token';
    expect((await anon.json('GET', '/api/v1/decals')).status).toBe(401);
  }, 60_000);

  it('GET /api/v1/decals: decals of the same millisecond are paged by id, none lost or repeated', async () => {
    const u = await tokenUser();
    const createdAt = '2026-01-02T03:04:05.678Z';
    const settings = JSON.stringify({
      carBody: 'octane',
      finish: DEFAULT_FINISH,
      chassis: DEFAULT_CHASSIS,
      seed: 1,
      variationStrength: 0.25,
    });
    const ids = ['tie-a', 'tie-b', 'tie-c', 'tie-d'].map((id) => `${id}-${u.userId}`);
    await t.ctx.dbh.db
      .insertInto('jobs')
      .values(
        ids.map((id) => ({
          id,
          user_id: u.userId,
          status: 'FAILED' as const,
          prompt: 'same moment',
          improved_prompt: 'same moment',
          settings,
          error: 'Failed to generate decal. Please try again.',
          image_key: null,
          used_credit: 0,
          created_at: createdAt,
          finished_at: createdAt,
        })),
      )
      .execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&before=${cursor}` : '';
      const page: { status: number; data: V1DecalList } = await u.api.json<V1DecalList>('GET', `/api/v1/decals?limit=1${q}`);
      expect(page.status).toBe(200);
      seen.push(...page.data.items.map((d) => d.id));
      cursor = page.data.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([...ids].reverse());
  });

  it('GET /api/v1/decals validates limit (1–100, whole numbers) with a 400 {error}', async () => {
    const u = await tokenUser();
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=-1',
      'limit=1.5',
      'limit=abc',
      'limit=',
      'limit=1&limit=2',
      `before=${'x'.repeat(65)}`,
    ]) {
      const r = await u.api.json<{ error: string }>('GET', `/api/v1/decals?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.data.error, q).toEqual(expect.any(String));
    }
    expect((await u.api.json<{ error: string }>('GET', '/api/v1/decals?limit=0')).data.error).toBe(
      `limit must be a whole number from 1 to ${V1_DECALS_PAGE_MAX}`,
    );
    for (const limit of [1, V1_DECALS_PAGE_MAX]) {
      const r = await u.api.json<V1DecalList>('GET', `/api/v1/decals?limit=${limit}`);
      expect(r.status).toBe(200);
      expect(r.data).toEqual({ items: [], nextCursor: null });
    }
  });
});
