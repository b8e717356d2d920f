import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { DECAL_SIZE } from '@decalforge/shared';
import { planScene } from '../compose/plan';
import { sceneForRequest } from '../scene/scene-for-request';
import type { Scene } from '../scene/types';
import type { RenderRequest } from '../types';
import { encodePngSharp } from './encode-png-sharp';
import { paintLogoStickers } from './paint/logo-sticker';
import { paintScene } from './paint/paint-scene';
import { keepBackgroundOf, readPaintedPixels } from './read-painted';

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
 * One reusable canvas per size (per module instance, i.e. per worker thread): the pixels are
 * read back into a fresh buffer, so reusing the surface is safe and spares a fresh 16 MB
 * surface (and its page faults) on every render. Every render repaints the whole surface.
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

/**
 * Renders a scene for a body to raw RGBA pixels (opaque). `heroImage` (an external
 * generator's artwork) takes the place of the hero motifs; everything else is procedural.
 * The player's logo (`req.logo`) goes on last, as a sticker over the finished scene.
 */
export function renderSceneRaw(
  scene: Scene,
  req: Pick<RenderRequest, 'carBody' | 'finish' | 'size' | 'logo'>,
  heroImage: Image | null = null,
  into?: Uint8Array,
): RawImage {
  const size = req.size ?? DECAL_SIZE;
  const canvas = canvasOfSize(size);
  const ctx = canvas.getContext('2d');
  ctx.save();
  try {
    paintScene(ctx, size, planScene(scene, req.carBody), scene, req.finish, heroImage);
  } finally {
    ctx.restore();
  }
  if (req.logo) {
    ctx.save();
    try {
      paintLogoStickers(ctx, size, req.carBody, req.logo);
    } finally {
      ctx.restore();
    }
  }
  // only the boxes that hold the body's regions are read back (read-painted)
  return { data: readPaintedPixels(ctx, size, req.carBody, into), width: size, height: size };
}

/** Design + body + finish + seed (+ variation) ⇒ raw 2048² RGBA (into `into` when given). */
export function renderDecalRaw(req: RenderRequest, into?: Uint8Array): RawImage {
  const size = sizeOf(req);
  return renderSceneRaw(sceneForRequest(req), { ...req, size }, null, into);
}

/** Design + body + finish + seed (+ variation) ⇒ PNG bytes. Byte-identical for equal inputs. */
export async function renderDecal(req: RenderRequest): Promise<Buffer> {
  return renderToPng(sizeOf(req), (into) => renderDecalRaw(req, into));
}

/**
 * Renders into a pooled output buffer and encodes it: the one path from a render to PNG
 * bytes (the procedural generator and the external generators' composer).
 */
export async function renderToPng(size: number, render: (into: Uint8Array) => RawImage): Promise<Buffer> {
  const out = takeScratch(size);
  try {
    const raw = render(out);
    return await encodePngSharp(raw.data, raw.width, raw.height);
  } finally {
    giveScratch(size, out);
  }
}

/**
 * Output buffers kept for the next render of the same size. A fresh 16 MB buffer costs more
 * than painting the decal on this machine: its pages are faulted in one by one as it is first
 * written (measured: 5 ms to read the painted rows back into a warm buffer, 15–60 ms into a
 * fresh one). A buffer is out of the pool from its render until its encode has finished, so
 * renders that overlap (two jobs on one worker) never share one.
 */
const scratch = new Map<number, Uint8Array[]>();
const SCRATCH_KEPT = 2;

function takeScratch(size: number): Uint8Array {
  const kept = scratch.get(size)?.pop();
  if (kept) return kept;
  // (a pooled buffer is written only by readPaintedPixels, so it may skip most of its
  // background fill on the next render)
  const fresh = new Uint8Array(size * size * 4);
  keepBackgroundOf(fresh);
  return fresh;
}

function giveScratch(size: number, buffer: Uint8Array): void {
  if (scratch.size >= 4 && !scratch.has(size)) scratch.clear();
  const free = scratch.get(size) ?? [];
  if (free.length < SCRATCH_KEPT) free.push(buffer);
  scratch.set(size, free);
}
