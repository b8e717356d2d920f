import { DEFAULT_FINISH, type CarBody, type Finish } from '@decalforge/shared';
import { buildBodyTemplate, buildCurvaturePack, buildChassisImage, buildNormalMap, buildSkinMask } from '@decalforge/decal-engine/package';
import { dropAlpha, encodePng } from '../lib/png-encoder';
import { decodePng } from './decode-png';

export interface ProcessedDecal {
  width: number;
  height: number;
  /** detail.png: normal map from the decal's luminance (RGB). */
  detail: Uint8Array;
  /** Mask.png: AlphaConsole Skin mask with exact transparent-red sentinels (RGBA). */
  mask: Uint8Array;
  /** Milliseconds per step (decode, mask, normal, encode) for the benchmark. */
  timings: Record<string, number>;
}

/** Decal PNG → encoded normal map and Skin mask (runs in the package worker). */
export async function processDecal(png: Uint8Array): Promise<ProcessedDecal> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const { data, width, height } = await decodePng(png);
  lap('decode');
  // Start the mask's encode first; the normal map is computed while it compresses natively.
  const mask = encodePng(buildSkinMask(data, width, height), width, height, 4);
  lap('mask');
  const normal = dropAlpha(buildNormalMap(data, width, height));
  lap('normal');
  const detail = encodePng(normal, width, height, 3);
  const [d, m] = await Promise.all([detail, mask]);
  lap('encode');
  return { width, height, detail: d, mask: m, timings };
}

export type TemplateKind = 'body' | 'curvature' | 'chassis';

/** Builds a template image in the browser when its static file is missing (last-resort fallback). */
export async function buildTemplatePng(kind: TemplateKind, body: CarBody, finish: Finish = DEFAULT_FINISH): Promise<Uint8Array> {
  const rgba = kind === 'body' ? buildBodyTemplate(body, finish) : kind === 'curvature' ? buildCurvaturePack(body) : buildChassisImage();
  const size = Math.round(Math.sqrt(rgba.length / 4));
  return encodePng(rgba, size, size, 4);
}
