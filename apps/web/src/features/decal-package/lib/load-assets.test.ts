import { describe, expect, it, vi } from 'vitest';
import { fetchPngOrNull, loadBodyTemplates, loadChassis, loadDecalPng, type TemplateSource } from './load-assets';
import { PackageError } from '@decalforge/decal-engine/package/builder';
import { solidPng } from './test-fixtures';

function source(available: Record<string, Uint8Array>): TemplateSource & { built: string[] } {
  const built: string[] = [];
  return {
    built,
    fetchTemplate: async (path) => available[path] ?? null,
    buildDefaultBody: async (body) => {
      built.push(body);
      return solidPng([1, 2, 3, 255]);
    },
  };
}

describe('loadBodyTemplates fallbacks', () => {
  const finishPng = solidPng([9, 9, 9, 255]);
  const defaultPng = solidPng([7, 7, 7, 255]);
  const curvPng = solidPng([5, 5, 5, 255]);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('uses the finish template and curvature pack when they exist', async () => {
    const warnings: string[] = [];
    const s = source({ 'octane/matte/Body.png': finishPng, 'octane/curvaturepack.png': curvPng });
    const r = await loadBodyTemplates('octane', 'matte', s, warnings);
    expect(r.bodyTemplate).toBe(finishPng);
    expect(r.curvature).toBe(curvPng);
    expect(warnings).toEqual([]);
  });

  it('falls back to the default body image for a missing finish template or curvature pack', async () => {
    const warnings: string[] = [];
    const s = source({ 'fennec/animated/Body.png': defaultPng });
    const r = await loadBodyTemplates('fennec', 'anodized', s, warnings);
    expect(r.bodyTemplate).toBe(defaultPng);
    expect(r.curvature).toBe(defaultPng);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/Anodized finish template was not available/);
    expect(s.built).toEqual([]);
  });

  it('builds the default body image in the browser when no file exists at all (once)', async () => {
    const warnings: string[] = [];
    const s = source({});
    const r = await loadBodyTemplates('dominus', 'matte', s, warnings);
    expect(r.bodyTemplate).toEqual(solidPng([1, 2, 3, 255]));
    expect(r.curvature).toBe(r.bodyTemplate);
    expect(s.built).toEqual(['dominus']);
  });

  it('skips a missing chassis with a warning', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn');
    expect(await loadChassis(source({}), warnings)).toBeNull();
    expect(warnings[0]).toMatch(/chassis image was not available and was skipped/);
    expect(warn).toHaveBeenCalled();
    const chassis = solidPng([0, 0, 0, 255]);
    expect(await loadChassis(source({ 'chassis/DecalForge_Chassis.png': chassis }), [])).toBe(chassis);
  });
});

describe('fetching', () => {
  const png = solidPng([1, 1, 1, 255]);
  const respond = (body: BodyInit, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

  it('treats HTML (the SPA fallback), errors and network failures as missing', async () => {
    expect(await fetchPngOrNull('/templates/x.png', respond(png as Uint8Array<ArrayBuffer>))).toEqual(png);
    expect(await fetchPngOrNull('/templates/x.png', respond('<!doctype html><html></html>'))).toBeNull();
    expect(await fetchPngOrNull('/templates/x.png', respond('nope', 404))).toBeNull();
    expect(await fetchPngOrNull('/x', vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeNull();
  });

  it('maps a missing URL and a failed decal fetch to their toasts', async () => {
    await expect(loadDecalPng({ imageUrl: null })).rejects.toMatchObject({ kind: 'noUrl' });
    const err = await loadDecalPng({ imageUrl: '/api/jobs/x/image' }, respond('gone', 404)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackageError);
    expect((err as PackageError).kind).toBe('fetchFailed');
    expect(await loadDecalPng({ imageUrl: '/api/jobs/x/image' }, respond(png as Uint8Array<ArrayBuffer>))).toEqual(png);
  });
});
