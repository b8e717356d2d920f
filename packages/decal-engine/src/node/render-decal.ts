import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { DECAL_SIZE } from '@decalforge/shared';
import { designForRequest } from '../design/design-for-request';
import { getRegions } from '../regions/templates';
import type { Design, RenderRequest } from '../types';
import { paintDesign } from './draw/paint-design';
import { encodePngSharp } from './encode-png-sharp';

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

function sizeOf(req: RenderRequest): number {
  const size = req.size ?? DECAL_SIZE;
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new Error(`Invalid size ${String(size)}`);
  return size;
}

/**
 * One reusable canvas per size (per module instance, i.e. per worker thread): `canvas.data()`
 * returns a copy of the pixels, so reusing the surface is safe and spares a fresh 16 MB surface
 * (and its page faults) on every render. Every render repaints the whole surface.
 */
const canvases = new Map<number, Canvas>();

function canvasOfSize(size: number): Canvas {
  let canvas = canvases.get(size);
  if (!canvas) {
    if (canvases.size >= 4) canvases.clear();
    canvas = createCanvas(size, size);
    canvases.set(size, canvas);
  }
  return canvas;
}

/** Renders the design of a request to raw RGBA pixels (opaque). */
export function renderDesignRaw(design: Design, req: Pick<RenderRequest, 'carBody' | 'finish' | 'size'>): RawImage {
  const size = req.size ?? DECAL_SIZE;
  const canvas = canvasOfSize(size);
  const ctx = canvas.getContext('2d');
  ctx.save();
  try {
    paintDesign(ctx, size, getRegions(req.carBody), design, req.finish);
  } finally {
    ctx.restore();
  }
  // The surface is fully opaque (background fill), so its raw premultiplied RGBA equals
  // straight RGBA: read it directly instead of paying getImageData's conversion.
  const data = canvas.data();
  if (data.length !== size * size * 4) throw new Error(`Unexpected canvas pixel buffer of ${data.length} bytes`);
  return { data, width: size, height: size };
}

/** Design + body + finish + seed (+ variation) ⇒ raw 2048² RGBA. */
export function renderDecalRaw(req: RenderRequest): RawImage {
  const size = sizeOf(req);
  return renderDesignRaw(designForRequest(req), { ...req, size });
}

/** Design + body + finish + seed (+ variation) ⇒ PNG bytes. Byte-identical for equal inputs. */
export async function renderDecal(req: RenderRequest): Promise<Buffer> {
  const raw = renderDecalRaw(req);
  return encodePngSharp(raw.data, raw.width, raw.height);
}
