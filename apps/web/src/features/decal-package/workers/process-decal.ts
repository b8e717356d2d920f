import { DEFAULT_FINISH, type CarBody, type Finish } from '@decalforge/shared';
import { buildBodyTemplate, buildCurvaturePack, buildChassisImage, buildNormalMap, buildSkinMask } from '@decalforge/decal-engine/package';
import { encodePng } from '../lib/encode-png';
import { encodeSkinMaskPng } from '../lib/encode-skin-mask';
import { decodePng } from './decode-png';

export interface ProcessedDecal {
  width: number;
  height: number;
  /** detail.png: normal map from the decal's luminance (opaque, browser-encoded). */
  detail: Uint8Array;
  /** Mask.png: AlphaConsole Skin mask (8-bit RGBA) with exact sentinels, the body's window zone included. */
  mask: Uint8Array;
  /** Milliseconds per step (decode, normal, mask, encode) for the benchmark. */
  timings: Record<string, number>;
}

/**
 * Which images a job makes. The click's two halves run in two workers at once (each decodes the
 * PNG, ~50 ms, rather than handing 16 MB of pixels across): detail.png is the longer half
 * (normal map + the browser's encoder), Mask.png the other (mask + native deflate).
 */
export type DecalParts = 'both' | 'detail' | 'mask';

/** Thrown when a job was cancelled between two steps. */
export class ProcessCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ProcessCancelled';
  }
}

/**
 * Decal PNG → encoded normal map and Skin mask for `body` (runs in the package worker).
 * `isCancelled` is asked before each step: a speculative build that was replaced stops there
 * and lets the next job have the worker (a step itself runs to its end).
 */
export async function processDecal(
  png: Uint8Array,
  body: CarBody,
  isCancelled: () => boolean = () => false,
  parts: DecalParts = 'both',
): Promise<ProcessedDecal> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const stopIfCancelled = () => {
    if (isCancelled()) throw new ProcessCancelled();
  };
  stopIfCancelled();
  const { data, width, height } = await decodePng(png);
  lap('decode');
  stopIfCancelled();
  const none = Promise.resolve(new Uint8Array(0));
  // The normal map is opaque: the browser's encoder takes it. In a Chromium worker convertToBlob
  // does most of its encoding inside the call (so 'normal' includes it); only its tail overlaps the mask.
  const detail = parts === 'mask' ? none : encodePng(buildNormalMap(data, width, height), width, height);
  detail.catch(() => undefined); // awaited below unless cancelled first
  if (parts !== 'mask') {
    lap('normal');
    stopIfCancelled();
  }
  const mask =
    parts === 'detail' ? new Uint8Array(0) : await encodeSkinMaskPng(buildSkinMask(data, width, height, { body }), width, height);
  if (parts !== 'detail') lap('mask');
  const d = await detail;
  if (parts !== 'mask') lap('encode');
  return { width, height, detail: d, mask, timings };
}

export type TemplateKind = 'body' | 'curvature' | 'chassis';

/** Builds a template image in the browser when its static file is missing (last-resort fallback). */
export async function buildTemplatePng(kind: TemplateKind, body: CarBody, finish: Finish = DEFAULT_FINISH): Promise<Uint8Array> {
  const rgba = kind === 'body' ? buildBodyTemplate(body, finish) : kind === 'curvature' ? buildCurvaturePack(body) : buildChassisImage();
  const size = Math.round(Math.sqrt(rgba.length / 4));
  return encodePng(rgba, size, size);
}
