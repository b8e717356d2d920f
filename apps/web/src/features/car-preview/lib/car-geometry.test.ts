import { describe, expect, it } from 'vitest';
import { REGION_TEMPLATES, TEMPLATE_SIZE, type Direction, type RegionTemplate } from '@decalforge/decal-engine';
import { BODY_LAYOUTS, PREVIEW_BODIES, buildHull, buildRegionPatches, faceNormal, topAt, type RegionPatch } from './car-geometry';

const GRID_ROW = 13;
const VEC: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

function bounds(region: RegionTemplate) {
  const xs = region.polygons.flat().map((p) => p[0]);
  const ys = region.polygons.flat().map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function vertex(patch: RegionPatch, i: number) {
  const m = patch.mesh;
  return {
    pos: [m.positions[i * 3], m.positions[i * 3 + 1], m.positions[i * 3 + 2]] as const,
    normal: [m.normals[i * 3], m.normals[i * 3 + 1], m.normals[i * 3 + 2]] as const,
    tex: [m.uvs[i * 2] * TEMPLATE_SIZE, m.uvs[i * 2 + 1] * TEMPLATE_SIZE] as const,
  };
}

describe.each(PREVIEW_BODIES)('%s preview geometry', (body) => {
  const regions = REGION_TEMPLATES[body].regions;
  const patches = buildRegionPatches(body);
  const regionOf = (p: RegionPatch) => regions.find((r) => r.id === p.regionId)!;

  it('places every side, top and back region of the template', () => {
    for (const region of regions) {
      if (body === 'octane' && region.id === 'upper') continue;
      expect(BODY_LAYOUTS[body].placements[region.id], region.id).toBeDefined();
    }
    // octane's two small separate top panels have no clear place on the car: the only one left out
    const placed = new Set(patches.map((p) => p.regionId));
    const missing = regions.filter((r) => !placed.has(r.id)).map((r) => r.id);
    expect(missing).toEqual(body === 'octane' ? ['upper'] : []);
    for (const id of Object.keys(BODY_LAYOUTS[body].placements))
      expect(
        regions.some((r) => r.id === id),
        id,
      ).toBe(true);
  });

  it("keeps every region's UVs inside its polygons' bounding box", () => {
    for (const patch of patches) {
      const box = bounds(regionOf(patch));
      const n = patch.mesh.uvs.length / 2;
      expect(n).toBe(GRID_ROW * GRID_ROW);
      for (let i = 0; i < n; i++) {
        const [x, y] = vertex(patch, i).tex;
        expect(x).toBeGreaterThanOrEqual(box.minX - 1e-6);
        expect(x).toBeLessThanOrEqual(box.maxX + 1e-6);
        expect(y).toBeGreaterThanOrEqual(box.minY - 1e-6);
        expect(y).toBeLessThanOrEqual(box.maxY + 1e-6);
      }
      // and cover it: the grid's corners are the box's corners
      const xs = Array.from({ length: n }, (_, i) => vertex(patch, i).tex[0]);
      expect(Math.min(...xs)).toBeCloseTo(box.minX, 6);
      expect(Math.max(...xs)).toBeCloseTo(box.maxX, 6);
    }
  });

  it('puts the left-side regions on the left flank (−z) and the right-side ones on the right (+z)', () => {
    const sides = patches.filter((p) => p.kind === 'side');
    expect(sides.some((p) => p.side === 'left')).toBe(true);
    expect(sides.some((p) => p.side === 'right')).toBe(true);
    for (const patch of sides) {
      expect(patch.surface).toBe(patch.side);
      const sign = patch.side === 'left' ? -1 : 1;
      for (let i = 0; i < patch.mesh.positions.length / 3; i++) {
        const v = vertex(patch, i);
        expect(Math.sign(v.pos[2])).toBe(sign);
        expect(v.normal[2]).toBe(sign);
      }
    }
  });

  it('runs the texture towards the nose where the car runs towards its nose (+x) and across towards the roof or left flank', () => {
    for (const patch of patches) {
      const region = regionOf(patch);
      const nose = VEC[region.nose];
      const across = VEC[region.across];
      const first = vertex(patch, 0);
      const alongEnd = vertex(patch, GRID_ROW - 1);
      const acrossEnd = vertex(patch, GRID_ROW * (GRID_ROW - 1));
      const dTex = [alongEnd.tex[0] - first.tex[0], alongEnd.tex[1] - first.tex[1]];
      // moving along the patch goes tail-wards in the texture…
      expect(dTex[0] * nose[0] + dTex[1] * nose[1], patch.regionId).toBeLessThan(0);
      const aTex = [acrossEnd.tex[0] - first.tex[0], acrossEnd.tex[1] - first.tex[1]];
      expect(aTex[0] * across[0] + aTex[1] * across[1], patch.regionId).toBeGreaterThan(0);
      if (patch.surface === 'back') {
        // …and down the back panel
        expect(alongEnd.pos[1]).toBeLessThan(first.pos[1]);
      } else {
        // …and towards the tail (−x) on the car
        expect(alongEnd.pos[0]).toBeLessThan(first.pos[0]);
      }
      if (patch.surface === 'left' || patch.surface === 'right') {
        // across on a flank goes up towards the roof line
        expect(acrossEnd.pos[1]).toBeGreaterThan(first.pos[1]);
      } else {
        // across on the top, back and underside goes towards the left flank (−z)
        expect(acrossEnd.pos[2]).toBeLessThan(first.pos[2]);
      }
    }
  });

  it('winds every patch triangle to face outwards, along its normal', () => {
    for (const patch of patches) {
      const { indices, normals, positions } = patch.mesh;
      for (let t = 0; t < indices.length; t += 3) {
        const [x, y, z] = faceNormal(positions, indices[t], indices[t + 1], indices[t + 2]);
        const k = indices[t] * 3;
        expect(x * normals[k] + y * normals[k + 1] + z * normals[k + 2], patch.regionId).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the hood ahead of the roof and the patches on the hull', () => {
    const shape = BODY_LAYOUTS[body].shape;
    const hull = buildHull(shape);
    expect(hull.indices.length % 3).toBe(0);
    expect(Math.max(...hull.indices)).toBeLessThan(hull.positions.length / 3);
    // side windows on both flanks of the cabin, above the beltline
    expect(hull.glassIndices.length).toBeGreaterThan(0);
    const glassZ = hull.glassIndices.map((i) => hull.positions[i * 3 + 2]);
    expect(Math.min(...glassZ)).toBeLessThan(0);
    expect(Math.max(...glassZ)).toBeGreaterThan(0);
    for (const i of hull.glassIndices) expect(hull.positions[i * 3 + 1]).toBeGreaterThanOrEqual(shape.sill + 0.1);
    const hood = patches.find((p) => p.regionId === 'hood');
    const roof = patches.find((p) => p.regionId === 'roof');
    if (hood && roof) expect(vertex(hood, 0).pos[0]).toBeGreaterThan(vertex(roof, 0).pos[0]);
    for (const patch of patches) {
      for (let i = 0; i < patch.mesh.positions.length / 3; i++) {
        const [x, y, z] = vertex(patch, i).pos;
        expect(Math.abs(x)).toBeLessThanOrEqual(shape.length / 2 + 0.01);
        expect(Math.abs(z)).toBeLessThanOrEqual(shape.width / 2 + 0.01);
        expect(y).toBeGreaterThanOrEqual(shape.sill - 0.01);
        expect(y).toBeLessThanOrEqual(topAt(shape, 0.6).height + 0.2);
      }
    }
  });
});
