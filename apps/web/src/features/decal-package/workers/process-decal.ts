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
}

/** Decal PNG → encoded normal map and Skin mask (runs in the package worker). */
export async function processDecal(png: Uint8Array): Promise<ProcessedDecal> {
  const { data, width, height } = await decodePng(png);
  // Start the mask's encode first; the normal map is computed while it compresses natively.
  const mask = encodePng(buildSkinMask(data, width, height), width, height, 4);
  const detail = encodePng(dropAlpha(buildNormalMap(data, width, height)), width, height, 3);
  return { width, height, detail: await detail, mask: await mask };
}

export type TemplateKind = 'body' | 'curvature' | 'chassis';

/** Builds a template image in the browser when its static file is missing (last-resort fallback). */
export async function buildTemplatePng(kind: TemplateKind, body: CarBody, finish: Finish = DEFAULT_FINISH): Promise<Uint8Array> {
  const rgba = kind === 'body' ? buildBodyTemplate(body, finish) : kind === 'curvature' ? buildCurvaturePack(body) : buildChassisImage();
  const size = Math.round(Math.sqrt(rgba.length / 4));
  return encodePng(rgba, size, size, 4);
}
