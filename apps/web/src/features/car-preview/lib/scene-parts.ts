/*
 * Pieces shared by the preview scene and its warm-up (three.js; part of the lazy chunk). The
 * warm-up compiles the same programs the scene will ask for, so both must build materials and
 * lights here, the same way.
 */
import {
  BufferGeometry,
  Color,
  CylinderGeometry,
  DataTexture,
  DirectionalLight,
  DoubleSide,
  Float32BufferAttribute,
  HemisphereLight,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  RGBAFormat,
  SRGBColorSpace,
  type Scene,
  type Texture,
} from 'three';
import { BODY_LAYOUTS, PREVIEW_BODIES, buildHull, buildRegionPatches, type PreviewBody } from './car-geometry';
import type { FinishLook } from './finish-look';
import { addSheen, type SheenUniforms } from './sheen-shader';

export const BACKDROP = '#14161c';

export function addLights(scene: Scene): void {
  scene.background = new Color(BACKDROP);
  scene.add(new HemisphereLight(0xffffff, 0x3a3f4a, 1.6));
  const sun = new DirectionalLight(0xffffff, 2.2);
  sun.position.set(4, 8, -3);
  scene.add(sun);
  const fill = new DirectionalLight(0xffffff, 0.8);
  fill.position.set(-5, 3, 5);
  scene.add(fill);
}

let white: DataTexture | null = null;
/** A 1×1 white map: the hull samples it so that it shares the decal's program. */
export function whiteMap(): DataTexture {
  if (!white) {
    white = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1, RGBAFormat);
    white.colorSpace = SRGBColorSpace;
    white.needsUpdate = true;
  }
  return white;
}

/** The painted surfaces (hull and decal patches): one program per finish. */
export function paintMaterial(
  look: FinishLook,
  sheen: SheenUniforms,
  map: Texture,
  color: string | number = 0xffffff,
): MeshPhysicalMaterial {
  const { sheen: _strength, ...params } = look;
  const material = new MeshPhysicalMaterial({ color, map, ...params, side: DoubleSide });
  addSheen(material, sheen);
  return material;
}

/** Glass, tyres, underbody and rims: one standard program for all of them. */
export function plainMaterial(color: string | number, roughness: number, metalness: number): MeshStandardMaterial {
  return new MeshStandardMaterial({ color, roughness, metalness, side: DoubleSide });
}

export interface BodyGeometries {
  hull: BufferGeometry;
  glass: BufferGeometry;
  patches: { regionId: string; geometry: BufferGeometry }[];
  tyre: CylinderGeometry;
  rim: CylinderGeometry;
  underbody: BufferGeometry;
}

function meshGeometry(positions: number[], indices: number[], normals?: number[], uvs?: number[]): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  if (normals) g.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  if (uvs) g.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  g.setIndex(indices);
  return g;
}

/** Flat-shaded, with zero UVs (they sample the 1×1 white map). */
function flatGeometry(positions: number[], indices: number[]): BufferGeometry {
  const g = meshGeometry(positions, indices).toNonIndexed();
  g.computeVertexNormals();
  g.setAttribute('uv', new Float32BufferAttribute(new Float32Array((g.getAttribute('position').count * 2) | 0), 2));
  return g;
}

/** A box under the body between the wheels: the visible part of the chassis. */
function underbodyGeometry(body: PreviewBody): BufferGeometry {
  const { shape } = BODY_LAYOUTS[body];
  const x = shape.length / 2 - 0.18;
  const z = shape.width / 2 - 0.08;
  const y0 = shape.wheelRadius * 0.45;
  const y1 = shape.sill + 0.01;
  const p = [
    [x, y0, z],
    [x, y1, z],
    [-x, y1, z],
    [-x, y0, z],
    [x, y0, -z],
    [x, y1, -z],
    [-x, y1, -z],
    [-x, y0, -z],
  ].flat();
  // prettier-ignore
  const quads = [[0, 1, 2, 3], [7, 6, 5, 4], [4, 5, 1, 0], [3, 2, 6, 7], [0, 3, 7, 4]];
  const indices = quads.flatMap(([a, b, c, d]) => [a, b, c, a, c, d]);
  return flatGeometry(p, indices);
}

const cache = new Map<PreviewBody, BodyGeometries>();

/**
 * A body's geometries, built once per page and shared by every preview of that body (they are
 * never disposed: a few hundred KB that the next preview would build again).
 */
export function bodyGeometries(body: PreviewBody): BodyGeometries {
  const hit = cache.get(body);
  if (hit) return hit;
  const { shape } = BODY_LAYOUTS[body];
  const hullData = buildHull(shape);
  const tyre = new CylinderGeometry(shape.wheelRadius, shape.wheelRadius, 0.34, 20);
  tyre.rotateX(Math.PI / 2);
  // a little wider than the tyre, so its faces show on both sides as the rim
  const rim = new CylinderGeometry(shape.wheelRadius * 0.6, shape.wheelRadius * 0.6, 0.35, 16);
  rim.rotateX(Math.PI / 2);
  const geometries: BodyGeometries = {
    hull: flatGeometry(hullData.positions, hullData.indices),
    glass: flatGeometry(hullData.positions, hullData.glassIndices),
    patches: buildRegionPatches(body).map((patch) => ({
      regionId: patch.regionId,
      geometry: meshGeometry(patch.mesh.positions, patch.mesh.indices, patch.mesh.normals, patch.mesh.uvs),
    })),
    tyre,
    rim,
    underbody: underbodyGeometry(body),
  };
  cache.set(body, geometries);
  return geometries;
}

/** Builds every body's geometry ahead of time (warm-up). */
export function buildAllGeometries(): void {
  for (const body of PREVIEW_BODIES) bodyGeometries(body);
}
