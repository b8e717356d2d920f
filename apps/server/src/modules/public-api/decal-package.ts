import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CarBody, Finish } from '@decalforge/shared';
import { buildBodyTemplate, buildChassisImage, buildCurvaturePack } from '@decalforge/decal-engine/package';
import { templatePaths, type CarAssets } from '@decalforge/decal-engine/package/builder';
import { encodeRgba } from '../../jobs/package-car';

/**
 * The server's side of the one package builder (packages/decal-engine/src/package/builder): what
 * the browser's worker does with canvases — derive detail.png (normal map) and Mask.png (Skin
 * mask, the body's window zone included) with the engine, on the render pool — and the same
 * static templates. The pixels are the engine's, exactly as in the browser; the PNG encoder
 * (sharp) differs, so detail.png and Mask.png may differ in compressed bytes, never in pixels.
 * decal.png is the job's PNG as served.
 */

/** Templates the engine had to render (no web build): 0.1–0.3 s of CPU each, so once per process. */
const rendered = new Map<string, Promise<Uint8Array>>();

/** A static template from the web build (`apps/web/dist/templates`), or rendered by the engine when it is missing. */
async function template(dir: string, path: string, build: () => Uint8Array): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(join(dir, path)));
  } catch {
    let png = rendered.get(path);
    if (!png) {
      const rgba = build();
      const size = Math.round(Math.sqrt(rgba.length / 4));
      png = encodeRgba(rgba, size, size);
      rendered.set(path, png);
      png.catch(() => rendered.delete(path));
    }
    return png;
  }
}

/** detail.png and Mask.png of a decal: on the render pool (jobs/package-car.ts), never on the API thread. */
export type DeriveImages = (png: Uint8Array, body: CarBody) => Promise<{ detail: Uint8Array; mask: Uint8Array }>;

/** The images of one car folder from the decal PNG rendered for that body. */
export async function carAssets(
  png: Buffer,
  body: CarBody,
  finish: Finish,
  templatesDir: string,
  derive: DeriveImages,
): Promise<CarAssets> {
  const [{ detail, mask }, bodyTemplate, curvature] = await Promise.all([
    derive(new Uint8Array(png), body),
    template(templatesDir, templatePaths.body(body, finish), () => buildBodyTemplate(body, finish)),
    template(templatesDir, templatePaths.curvature(body), () => buildCurvaturePack(body)),
  ]);
  return { body, decal: new Uint8Array(png), detail, mask, bodyTemplate, curvature };
}

/** The dark chassis image (Chassis.Diffuse). */
export async function chassisImage(templatesDir: string): Promise<Uint8Array> {
  return template(templatesDir, templatePaths.chassis(), () => buildChassisImage());
}
