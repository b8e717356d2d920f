import { REGION_TEMPLATES, TEMPLATE_SIZE, regionFrame, type RegionTemplate } from '@decalforge/decal-engine';

/** Bodies the preview has a shape for (universal has no templates worth showing). */
export type PreviewBody = 'octane' | 'fennec' | 'dominus';
export const PREVIEW_BODIES: readonly PreviewBody[] = ['octane', 'fennec', 'dominus'];

export function isPreviewBody(body: string): body is PreviewBody {
  return (PREVIEW_BODIES as readonly string[]).includes(body);
}

/*
 * World frame of the preview (metres-ish): the nose points to +x, up is +y, the car's
 * right flank is +z and its left flank −z (a driver facing +x has +z on the right).
 */

/** A stylised low-poly body: a loft of cross-sections along the car. */
export interface BodyShape {
  length: number;
  width: number;
  /** Height of the sills (bottom of the flanks). */
  sill: number;
  /** Height of the beltline (top of the flanks, hood and rear deck). */
  belt: number;
  /** Top profile from nose (t = 0) to tail (t = 1): [t, height of the top, half-width of the top]. */
  profile: readonly (readonly [number, number, number])[];
  /** Along-fractions of the wheel centres and the wheel radius. */
  wheels: readonly [number, number];
  wheelRadius: number;
}

/** Which surface of the body a region's patch lies on, and which part of it. */
export interface PatchPlacement {
  surface: 'left' | 'right' | 'top' | 'back' | 'underside';
  /**
   * Fractions along the surface: for flanks, top and underside nose (0) → tail (1); for the
   * back, its top edge (0) → the bumper (1).
   */
  along: readonly [number, number];
  /** Fractions across it: flanks sill (0) → beltline (1); top, back and underside right flank (0) → left flank (1). */
  across: readonly [number, number];
}

export interface BodyLayout {
  shape: BodyShape;
  /** Patch of each region id; a region without one is not drawn on the 3D shape. */
  placements: Readonly<Record<string, PatchPlacement>>;
}

const FULL: readonly [number, number] = [0, 1];

export const BODY_LAYOUTS: Readonly<Record<PreviewBody, BodyLayout>> = {
  octane: {
    shape: {
      length: 4.2,
      width: 2.0,
      sill: 0.32,
      belt: 0.88,
      profile: [
        [0, 0.62, 0.86],
        [0.12, 0.86, 0.98],
        [0.34, 0.95, 0.98],
        [0.48, 1.38, 0.78],
        [0.72, 1.4, 0.76],
        [0.86, 1.0, 0.96],
        [1, 0.92, 0.98],
      ],
      wheels: [0.19, 0.81],
      wheelRadius: 0.38,
    },
    placements: {
      spine: { surface: 'top', along: FULL, across: [0.28, 0.72] },
      'side-left': { surface: 'left', along: FULL, across: FULL },
      'side-right': { surface: 'right', along: FULL, across: FULL },
      back: { surface: 'back', along: FULL, across: [0.15, 0.85] },
      underside: { surface: 'underside', along: [0.05, 0.95], across: [0.05, 0.95] },
    },
  },
  fennec: {
    shape: {
      length: 4.2,
      width: 2.0,
      sill: 0.34,
      belt: 0.95,
      profile: [
        [0, 0.78, 0.94],
        [0.08, 0.94, 0.98],
        [0.32, 0.98, 0.98],
        [0.44, 1.5, 0.82],
        [0.8, 1.52, 0.82],
        [0.86, 1.04, 0.96],
        [1, 1.0, 0.98],
      ],
      wheels: [0.17, 0.83],
      wheelRadius: 0.4,
    },
    placements: {
      hood: { surface: 'top', along: [0, 0.44], across: FULL },
      roof: { surface: 'top', along: [0.46, 0.8], across: FULL },
      rear: { surface: 'back', along: FULL, across: FULL },
      'side-left': { surface: 'left', along: FULL, across: FULL },
      'side-right': { surface: 'right', along: FULL, across: FULL },
      underside: { surface: 'underside', along: [0.1, 0.9], across: [0.3, 0.7] },
    },
  },
  dominus: {
    shape: {
      length: 4.6,
      width: 2.05,
      sill: 0.3,
      belt: 0.78,
      profile: [
        [0, 0.6, 0.9],
        [0.1, 0.78, 1.0],
        [0.4, 0.82, 1.0],
        [0.52, 1.2, 0.8],
        [0.72, 1.2, 0.78],
        [0.88, 0.84, 0.98],
        [1, 0.8, 1.0],
      ],
      wheels: [0.18, 0.82],
      wheelRadius: 0.36,
    },
    placements: {
      hood: { surface: 'top', along: [0, 0.4], across: FULL },
      roof: { surface: 'top', along: [0.52, 0.72], across: FULL },
      'side-upper-left': { surface: 'left', along: [0.1, 0.9], across: [0.72, 1] },
      'side-upper-right': { surface: 'right', along: [0.1, 0.9], across: [0.72, 1] },
      'side-left': { surface: 'left', along: FULL, across: [0, 0.7] },
      'side-right': { surface: 'right', along: FULL, across: [0, 0.7] },
      back: { surface: 'back', along: FULL, across: [0.1, 0.9] },
      underside: { surface: 'underside', along: [0.1, 0.9], across: [0.3, 0.7] },
    },
  },
};

/** Plain arrays, ready for a BufferGeometry (positions xyz, normals xyz, uvs uv, triangle indices). */
export interface MeshData {
  positions: number[];
  normals: number[];
  uvs: number[];
  indices: number[];
}

export interface RegionPatch {
  regionId: string;
  kind: RegionTemplate['kind'];
  side?: 'left' | 'right';
  surface: PatchPlacement['surface'];
  mesh: MeshData;
}

/** Height and half-width of the top at along-fraction t (linear between profile stations). */
export function topAt(shape: BodyShape, t: number): { height: number; halfWidth: number } {
  const p = shape.profile;
  const tt = Math.min(1, Math.max(0, t));
  for (let i = 1; i < p.length; i++) {
    const [t1, h1, w1] = p[i];
    const [t0, h0, w0] = p[i - 1];
    if (tt <= t1) {
      const k = t1 === t0 ? 0 : (tt - t0) / (t1 - t0);
      return { height: h0 + (h1 - h0) * k, halfWidth: ((w0 + (w1 - w0) * k) * shape.width) / 2 };
    }
  }
  const [, h, w] = p[p.length - 1];
  return { height: h, halfWidth: (w * shape.width) / 2 };
}

/** World x of along-fraction t (0 = nose at +length/2). */
function xAt(shape: BodyShape, t: number): number {
  return shape.length / 2 - t * shape.length;
}

/** Beltline height along the car: the flanks' top follows the hood/deck, capped by the belt. */
function flankTop(shape: BodyShape, t: number): number {
  return Math.min(shape.belt, topAt(shape, t).height);
}

const LIFT = 0.006;
const GRID = 12;

/**
 * A point and its outward normal on a surface, for along-fraction a and across-fraction c
 * (the conventions of `PatchPlacement`).
 */
export function surfacePoint(
  shape: BodyShape,
  surface: PatchPlacement['surface'],
  a: number,
  c: number,
): { p: [number, number, number]; n: [number, number, number] } {
  const half = shape.width / 2;
  switch (surface) {
    case 'left':
    case 'right': {
      const top = flankTop(shape, a);
      const y = shape.sill + c * (top - shape.sill);
      const z = surface === 'right' ? half + LIFT : -half - LIFT;
      return { p: [xAt(shape, a), y, z], n: [0, 0, surface === 'right' ? 1 : -1] };
    }
    case 'top': {
      const { height, halfWidth } = topAt(shape, a);
      return { p: [xAt(shape, a), height + LIFT, halfWidth * (1 - 2 * c)], n: [0, 1, 0] };
    }
    case 'back': {
      const top = topAt(shape, 1).height;
      const y = top - a * (top - shape.sill);
      return { p: [-shape.length / 2 - LIFT, y, half * (1 - 2 * c)], n: [-1, 0, 0] };
    }
    case 'underside':
      return { p: [xAt(shape, a), shape.sill - LIFT, half * (1 - 2 * c)], n: [0, -1, 0] };
  }
}

/**
 * The patch of one region: a GRID×GRID quad grid on its surface whose texture coordinates
 * run over the region's bounding box in its own frame (local x nose → tail, local y along
 * `across`), so art the composer put towards the nose lands towards the car's nose.
 * UVs are in [0, 1] with v = 0 at the top row of the texture (use a texture with flipY false).
 */
export function buildRegionPatch(shape: BodyShape, region: RegionTemplate, placement: PatchPlacement): RegionPatch {
  const frame = regionFrame(region);
  const [ma, mb, mc, md, me, mf] = frame.matrix;
  const mesh: MeshData = { positions: [], normals: [], uvs: [], indices: [] };
  for (let j = 0; j <= GRID; j++) {
    const v = j / GRID;
    for (let i = 0; i <= GRID; i++) {
      const u = i / GRID;
      const a = placement.along[0] + u * (placement.along[1] - placement.along[0]);
      const c = placement.across[0] + v * (placement.across[1] - placement.across[0]);
      const { p, n } = surfacePoint(shape, placement.surface, a, c);
      mesh.positions.push(...p);
      mesh.normals.push(...n);
      // local frame: x from the nose end of the box, y from its low across end
      const lx = u * frame.length;
      const ly = v * frame.width;
      const tx = ma * lx + mc * ly + me;
      const ty = mb * lx + md * ly + mf;
      mesh.uvs.push(tx / TEMPLATE_SIZE, ty / TEMPLATE_SIZE);
    }
  }
  const row = GRID + 1;
  // wind the triangles so their front faces look outwards (the renderer lights back faces from behind)
  const outward = faceNormal(mesh.positions, 0, 1, row);
  const n0 = mesh.normals;
  const flip = outward[0] * n0[0] + outward[1] * n0[1] + outward[2] * n0[2] < 0;
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const k = j * row + i;
      if (flip) mesh.indices.push(k, k + row, k + 1, k + 1, k + row, k + row + 1);
      else mesh.indices.push(k, k + 1, k + row, k + 1, k + row + 1, k + row);
    }
  }
  return { regionId: region.id, kind: region.kind, side: region.side, surface: placement.surface, mesh };
}

/** The (unnormalised) normal of triangle a, b, c by its winding (counter-clockwise = front). */
export function faceNormal(positions: readonly number[], a: number, b: number, c: number): [number, number, number] {
  const ux = positions[b * 3] - positions[a * 3];
  const uy = positions[b * 3 + 1] - positions[a * 3 + 1];
  const uz = positions[b * 3 + 2] - positions[a * 3 + 2];
  const vx = positions[c * 3] - positions[a * 3];
  const vy = positions[c * 3 + 1] - positions[a * 3 + 1];
  const vz = positions[c * 3 + 2] - positions[a * 3 + 2];
  return [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
}

/** Every placed region of a body as a patch. */
export function buildRegionPatches(body: PreviewBody): RegionPatch[] {
  const layout = BODY_LAYOUTS[body];
  return REGION_TEMPLATES[body].regions.flatMap((region) => {
    const placement = layout.placements[region.id];
    return placement ? [buildRegionPatch(layout.shape, region, placement)] : [];
  });
}

const HULL_STATIONS = 24;

/** How far the top must rise above the beltline for a station to count as cabin (side windows). */
const CABIN_RISE = 0.25;

/**
 * The body hull (painted in the team colour): a loft of six-point cross-sections (sills,
 * beltline, top edges) with end caps; the cabin's sides between beltline and roof are the side
 * windows (`glassIndices`, same positions). Flat-shaded by the renderer, so no normals here.
 */
export function buildHull(shape: BodyShape): { positions: number[]; indices: number[]; glassIndices: number[] } {
  const positions: number[] = [];
  const indices: number[] = [];
  const glassIndices: number[] = [];
  const isCabin = (s: number) => {
    const t = s / HULL_STATIONS;
    return topAt(shape, t).height >= flankTop(shape, t) + CABIN_RISE;
  };
  const half = shape.width / 2;
  const ring = 6;
  for (let s = 0; s <= HULL_STATIONS; s++) {
    const t = s / HULL_STATIONS;
    const x = xAt(shape, t);
    const { height, halfWidth } = topAt(shape, t);
    const belt = flankTop(shape, t);
    const section: [number, number][] = [
      [shape.sill, half],
      [belt, half],
      [height, halfWidth],
      [height, -halfWidth],
      [belt, -half],
      [shape.sill, -half],
    ];
    for (const [y, z] of section) positions.push(x, y, z);
  }
  for (let s = 0; s < HULL_STATIONS; s++) {
    for (let k = 0; k < ring; k++) {
      const a = s * ring + k;
      const b = s * ring + ((k + 1) % ring);
      const a2 = a + ring;
      const b2 = b + ring;
      // faces 1 and 3 run from the beltline up to the roof edge on the right and left
      const glass = (k === 1 || k === 3) && isCabin(s) && isCabin(s + 1);
      (glass ? glassIndices : indices).push(a, b, a2, b, b2, a2);
    }
  }
  // end caps (fans from the first point of each ring)
  const last = HULL_STATIONS * ring;
  for (let k = 1; k < ring - 1; k++) {
    indices.push(0, k + 1, k);
    indices.push(last, last + k, last + k + 1);
  }
  return { positions, indices, glassIndices };
}
