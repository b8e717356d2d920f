import { describe, expect, it } from 'vitest';
import { V1_DECALS_PAGE_MAX, type V1Decal, type V1DecalList } from '@decalforge/shared';
import type { CliIo } from '../io';
import { list } from './list';

const decal = (n: number): V1Decal => ({
  id: `d${n}`,
  status: 'COMPLETE',
  error: null,
  createdAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
  finishedAt: null,
  prompt: `decal ${n}`,
  settings: {
    carBody: 'octane',
    finish: 'animated',
    chassis: 'decalforge',
    seed: n,
    variationStrength: 0.25,
    parentJobId: null,
    parentSeed: null,
    logo: null,
  },
  links: { self: '', image: '', package: '' },
});

/** A server holding `total` decals (d0 newest) that answers GET /api/v1/decals like the real one. */
function fakeServer(total: number) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    const limit = Number(url.searchParams.get('limit'));
    const before = url.searchParams.get('before');
    const start = before === null ? 0 : Number(before.slice(1)) + 1;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => decal(start + i));
    const body: V1DecalList = { items, nextCursor: start + limit < total ? (items.at(-1)?.id ?? null) : null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const out: string[] = [];
  const io: CliIo = {
    env: { DECALFORGE_URL: 'http://127.0.0.1:9', DECALFORGE_TOKEN: 'dfp_x' },
    cwd: '/nowhere',
    platform: 'linux',
    homedir: '/nowhere/home',
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: () => true },
    fetch: fetchImpl,
    now: () => 0,
  };
  return { io, asked, out };
}

describe('decalforge list', () => {
  it('asks for pages of at most the server maximum, each after the last, until --limit decals', async () => {
    const s = fakeServer(250);
    await list(s.io, '/nowhere/config.json', { limit: 150, json: true });
    expect(s.asked).toEqual([`/api/v1/decals?limit=${V1_DECALS_PAGE_MAX}`, `/api/v1/decals?limit=50&before=d99`]);
    const shown = JSON.parse(s.out.join('')) as V1Decal[];
    expect(shown.map((d) => d.id)).toEqual(Array.from({ length: 150 }, (_, i) => `d${i}`));
  });

  it('stops at the last page when the account has fewer decals than --limit', async () => {
    const s = fakeServer(3);
    await list(s.io, '/nowhere/config.json', { limit: 20 });
    expect(s.asked).toEqual(['/api/v1/decals?limit=20']);
    expect(s.out.join('').trimEnd().split('\n')).toHaveLength(4);
  });
});
