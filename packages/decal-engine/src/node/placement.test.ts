import { describe, expect, it } from 'vitest';
import { planScene, type PlacedMotif } from '../compose/plan';
import { localToTexture, mainIsland, offMainIslands, textureToLocal } from '../compose/region-geometry';
import { improvePrompt } from '../improve/improve-prompt';
import { parseScene } from '../scene/parse-scene';
import { boundsOf, pointInPolygon } from '../regions/polygon-utils';
import { rasterizePolygons } from '../regions/rasterize';
import { getRegions } from '../regions/templates';
import { mainFlank } from '../testing/main-flank';
import type { CarBody } from '../types';
import { renderDecalRaw } from './render-decal';
import { iconBounds } from '../motifs/icon-library';

/**
 * How much of its box (on the box's tighter axis) a motif's shapes fill: their extent along
 * `right` and `up` against the box's sides along them.
 */
function shapesFill(m: PlacedMotif): number {
  const [x0, y0, x1, y1] = iconBounds(m.icon);
  const [w, h] = [(x1 - x0) * m.size, (y1 - y0) * m.size];
  // (a box's sides along the motif's axes: on the sides `right` runs along the box's w)
  const fills = [Math.max(w / m.box.w, h / m.box.h), Math.max(w / m.box.h, h / m.box.w)];
  return m.regionId.startsWith('side') ? fills[0] : Math.min(...fills);
}

const SIZE = 512;

/** Mean RGB of the rendered pixels under a region's islands. */
function meanOver(data: Uint8Array, body: CarBody, pick: (kind: string, side?: string) => boolean): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (const region of getRegions(body).filter((r) => pick(r.kind, r.side))) {
    const mask = rasterizePolygons(region.polygons, SIZE);
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      for (let c = 0; c < 3; c++) sum[c] += data[i * 4 + c];
      n++;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

describe('placement on the car', () => {
  it('lays every scattered copy wholly on one island: its corners and edge midpoints on the same panel', () => {
    for (const prompt of [
      'white hearts on cherry red',
      'halloween pumpkins and bats, orange and purple',
      'christmas snowflakes on deep red',
    ]) {
      for (const body of ['octane', 'fennec', 'dominus'] as const) {
        const plan = planScene(parseScene(improvePrompt(prompt, 60), 7), body);
        const copies = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'scatter');
        expect(copies.length, `${prompt} on ${body}`).toBeGreaterThan(0);
        for (const copy of copies) {
          const g = plan.regions.find((r) => r.region.id === copy.regionId);
          const { x, y, w, h } = copy.box;
          const pts = [0, 0.5, 1].flatMap((u) => [0, 0.5, 1].map((v) => (g ? localToTexture(g.frame, x + u * w, y + v * h) : [0, 0])));
          const on = g?.region.polygons.some((poly) => pts.every((p) => pointInPolygon(p as [number, number], poly)));
          expect(on, `${prompt} on ${body}: a copy in ${copy.regionId} at ${Math.round(x)},${Math.round(y)}`).toBe(true);
        }
      }
    }
  });

  it('paints each half of a split look on its own flank: fire on one, ice on the other', () => {
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const { data } = renderDecalRaw({ prompt: 'fire and ice, half flames half frost', carBody, finish: 'matte', seed: 3, size: SIZE });
      const [lr, , lb] = meanOver(data, carBody, (kind, side) => kind === 'side' && side === 'left');
      const [rr, , rb] = meanOver(data, carBody, (kind, side) => kind === 'side' && side === 'right');
      expect(lr - lb, `${carBody} left flank is warm`).toBeGreaterThan(60);
      expect(rb - rr, `${carBody} right flank is cold`).toBeGreaterThan(30);
    }
  });

  it('chrome in a colour is tinted all over; plain chrome stays neutral', () => {
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const render = (prompt: string) => renderDecalRaw({ prompt, carBody, finish: 'matte', seed: 3, size: SIZE }).data;
      const [gr, , gb] = meanOver(render('gold chrome'), carBody, () => true);
      const [cr, , cb] = meanOver(render('chrome'), carBody, () => true);
      expect(gr - gb, `${carBody} gold chrome is gold`).toBeGreaterThan(90);
      expect(Math.abs(cr - cb), `${carBody} chrome is neutral`).toBeLessThan(25);
    }
  });

  it('keeps flames asked for on the sides off the top', () => {
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const onSides = renderDecalRaw({ prompt: 'black with orange flames on the sides', carBody, finish: 'matte', seed: 3, size: SIZE });
      const [tr, tg] = meanOver(onSides.data, carBody, (kind) => kind === 'top');
      const [sr] = meanOver(onSides.data, carBody, (kind) => kind === 'side');
      expect(tr + tg, `${carBody} top stays black`).toBeLessThan(60);
      expect(sr, `${carBody} sides burn`).toBeGreaterThan(60);
    }
  });

  it('leads with the main subject on the hood; a second subject gets another top panel', () => {
    const scene = parseScene(improvePrompt('halloween pumpkins and bats, orange and purple', 60), 7);
    for (const carBody of ['fennec', 'dominus'] as const) {
      const plan = planScene(scene, carBody);
      const kindOf = (id: string): string | undefined => plan.regions.find((g) => g.region.id === id)?.region.kind;
      const topHeroes = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && kindOf(i.regionId) === 'top');
      // the hood: the largest top panel
      const hood = plan.regions.filter((g) => g.region.kind === 'top').sort((a, b) => b.area - a.area)[0].region.id;
      expect(topHeroes.find((h) => h.regionId === hood)?.icon, carBody).toBe('game-icons:pumpkin');
      expect(
        topHeroes.some((h) => h.icon === 'game-icons:bat' && h.regionId !== hood),
        carBody,
      ).toBe(true);
    }
  });

  it("stands each flank's hero on the flank's main panel, the same on both sides", () => {
    const scene = parseScene(improvePrompt('great white shark jaws on ocean blue', 60), 7);
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const plan = planScene(scene, carBody);
      const flankHeroes = plan.items.filter(
        (i): i is PlacedMotif =>
          i.kind === 'motif' && i.role === 'hero' && plan.regions.find((g) => g.region.id === i.regionId)?.region.kind === 'side',
      );
      expect(flankHeroes.length, carBody).toBe(2);
      for (const hero of flankHeroes) {
        const g = plan.regions.find((r) => r.region.id === hero.regionId)!;
        const [y0, y1] = g.bands.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
        expect(hero.box.y, `${carBody} ${hero.regionId}`).toBeGreaterThanOrEqual(y0 - 8);
        expect(hero.box.y + hero.box.h, `${carBody} ${hero.regionId}`).toBeLessThanOrEqual(y1 + 8);
      }
      expect(Math.abs(flankHeroes[0].size - flankHeroes[1].size), carBody).toBeLessThan(24);
    }
  });
});

describe('sizes that read on the car', () => {
  const textItems = (prompt: string, body: CarBody) =>
    planScene(parseScene(improvePrompt(prompt, 60), 7), body).items.filter((i) => i.kind === 'text');

  it('huge lettering stands taller on the flanks than plain lettering on every body, and covers a second top panel', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const huge = textItems('the word GOAL in huge red letters on white', body);
      const plain = textItems('the word GOAL in red letters on white', body);
      // (on the flanks, where a panel's narrow width caps the letters)
      const onFlanks = (items: typeof huge) =>
        items.filter((t) => t.regionId.startsWith('side')).reduce((sum, t) => sum + (t.kind === 'text' ? t.height : 0), 0);
      // (the Dominus's long low strips take extended letters either way: as tall as they go)
      if (body === 'dominus') expect(onFlanks(huge), body).toBeGreaterThanOrEqual(onFlanks(plain));
      else expect(onFlanks(huge), body).toBeGreaterThan(onFlanks(plain) * 1.05);
      expect(huge.length, body).toBeGreaterThan(plain.length);
      expect(huge.some((t) => t.kind === 'text' && t.condense)).toBe(true);
      expect(plain.some((t) => t.kind === 'text' && t.condense)).toBe(false);
    }
  });

  it('lettering goes on the underside only where it is a large panel of the sheet (the Octane), not on a strip', () => {
    const underside = (body: CarBody) =>
      planScene(parseScene(improvePrompt('the word GOAL in huge red letters on white', 60), 7), body).items.filter(
        (i) => i.kind === 'text' && i.regionId === 'underside',
      );
    expect(underside('octane')).toHaveLength(1);
    // (on the Fennec's and the Dominus's underside strips it was one more stamp "on small scraps")
    expect(underside('fennec')).toHaveLength(0);
    expect(underside('dominus')).toHaveLength(0);
  });

  it('a second subject stands beside the first on both flanks of every body', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const plan = planScene(parseScene(improvePrompt('halloween pumpkins and bats, orange and purple', 60), 7), body);
      for (const side of ['left', 'right']) {
        const flank = mainFlank(plan, side);
        const icons = plan.items
          .filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.regionId === flank.region.id)
          .map((i) => i.icon);
        expect(icons, `${body} ${side}`).toEqual(expect.arrayContaining(['game-icons:pumpkin', 'game-icons:bat']));
      }
    }
  });

  it('a subject put on the hood stays on the top: not on the flanks, the underside or the tail', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const plan = planScene(parseScene(improvePrompt('minimalist white with a small red rose on the hood', 60), 7), body);
      const kinds = plan.items
        .filter((i) => i.kind === 'motif')
        .map((i) => plan.regions.find((g) => g.region.id === i.regionId)?.region.kind);
      expect(kinds.length, body).toBeGreaterThan(0);
      expect(new Set(kinds), body).toEqual(new Set(['top']));
      // a second subject put on the hood stays there too: the first one leads on the flanks
      const second = planScene(parseScene(improvePrompt('black wolf on red with a white moon on the hood', 60), 7), body);
      const moons = second.items.filter((i) => i.kind === 'motif' && i.icon.includes('moon'));
      expect(moons.length, body).toBeGreaterThan(0);
      for (const m of moons) expect(second.regions.find((g) => g.region.id === m.regionId)?.region.kind, body).toBe('top');
    }
  });

  it('a subject asked for small is drawn at half the share of its box the same subject unqualified fills', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const rose = (prompt: string): PlacedMotif => {
        const item = planScene(parseScene(improvePrompt(prompt, 60), 7), body).items.find((i) => i.kind === 'motif');
        expect(item?.kind, body).toBe('motif');
        return item as PlacedMotif;
      };
      const small = rose('a small red rose on the hood, black car');
      const plain = rose('a red rose on the hood, black car');
      // (on the hood a hero keeps a margin: 0.86 of its box)
      expect(small.fit, body).toBeCloseTo(Math.min(small.box.w, small.box.h) * 0.5 * 0.86, 5);
      expect(plain.fit, body).toBeCloseTo(Math.min(plain.box.w, plain.box.h) * 0.86, 5);
      expect(shapesFill(small), body).toBeCloseTo(0.5 * 0.86, 5);
      expect(shapesFill(plain), body).toBeCloseTo(0.86, 5);
    }
  });

  it("a flag's emblem off the sides sits inside the flag's centre band (the maple leaf in Canada's white)", () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const plan = planScene(parseScene(improvePrompt('canadian flag maple leaf', 60), 7), body);
      const offSides = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && !i.regionId.startsWith('side'));
      expect(offSides.length, body).toBeGreaterThan(0);
      for (const leaf of offSides) {
        const region = plan.regions.find((g) => g.region.id === leaf.regionId)?.region;
        const island = region?.polygons.find((poly) => pointInPolygon([leaf.cx, leaf.cy], poly));
        expect(island, `${body} ${leaf.regionId}`).toBeDefined();
        const b = boundsOf([island ?? []]);
        const w = b.maxX - b.minX;
        // (Canada's bands are 1 : 2 : 1)
        expect(leaf.cx - leaf.size / 2, `${body} ${leaf.regionId}`).toBeGreaterThanOrEqual(b.minX + w * 0.23);
        expect(leaf.cx + leaf.size / 2, `${body} ${leaf.regionId}`).toBeLessThanOrEqual(b.minX + w * 0.77);
      }
    }
  });

  it("a flank's hero keeps a margin inside its box; a round badge fills it", () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const flankHeroes = (prompt: string) =>
        planScene(parseScene(improvePrompt(prompt, 60), 7), body).items.filter(
          (i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.regionId.startsWith('side'),
        );
      const eagles = flankHeroes('bald eagle with spread wings, brown and white');
      expect(eagles.length, body).toBeGreaterThanOrEqual(2);
      for (const e of eagles) expect(shapesFill(e)).toBeCloseTo(0.9, 5);
      for (const y of flankHeroes('yin yang in black and white with red accents')) expect(shapesFill(y)).toBeCloseTo(1, 5);
    }
  });

  it('a hero off the flanks keeps a margin inside its box too, round or not', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      for (const prompt of [
        'golden crowns on royal purple',
        'biohazard symbols, toxic yellow and black',
        'howling wolf under a full moon',
      ]) {
        const tops = planScene(parseScene(improvePrompt(prompt, 60), 7), body).items.filter(
          (i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && !i.regionId.startsWith('side'),
        );
        expect(tops.length, `${body} ${prompt}`).toBeGreaterThanOrEqual(1);
        // (fitted to the box's edge, crowns lost "the tips of its points" on the Octane hood)
        for (const t of tops) expect(shapesFill(t), `${body} ${prompt}`).toBeCloseTo(0.86, 5);
      }
    }
  });

  it('a band pattern (a keyboard, a rope) leaves each flank a hero of a fair size, off the band', () => {
    for (const prompt of ['musical notes on a black and white piano stripe', 'nautical anchors and rope, navy and white']) {
      for (const body of ['octane', 'fennec', 'dominus'] as const) {
        const plan = planScene(parseScene(improvePrompt(prompt, 60), 7), body);
        const heroes = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.regionId.startsWith('side'));
        // (the Fennec's keyboard ran along its flank's edge and left it no hero at all)
        expect(heroes.length, `${body} ${prompt}`).toBe(2);
        for (const h of heroes) expect(h.fit, `${body} ${prompt}`).toBeGreaterThanOrEqual(100);
      }
    }
  });

  it('fits a motif by its shapes, not its view box: a bat twice as wide as tall is drawn long along a flank', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const plan = planScene(parseScene(improvePrompt('black bat on orange', 60), 7), body);
      const bats = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.regionId.startsWith('side'));
      expect(bats.length, body).toBe(2);
      for (const b of bats) {
        // its box is about as long as the bat's shapes, and the bat larger than a square fit
        expect(b.box.w / b.box.h, body).toBeGreaterThan(1.8);
        expect(b.size, body).toBeGreaterThan(b.fit * 1.8);
        expect(shapesFill(b), body).toBeCloseTo(0.9, 5);
      }
    }
  });

  it("a flank hero's trail runs from the badge to the tail in the livery's accent, and is painted there", () => {
    // (the eagle's head as its badge: the spread eagle is so long it leaves a Fennec's flank
    // little trail to sample behind it)
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const scene = parseScene(improvePrompt('bald eagle, brown and white', 60), 7);
      const plan = planScene(scene, body);
      expect(plan.trails.map((t) => t.regionId).sort(), body).toEqual(['side-left', 'side-right']);
      // the hero over its trail stands in a border of the base's paint, never fused into it
      const flankHeroes = plan.items.filter((i) => i.kind === 'motif' && i.role === 'hero' && i.regionId.startsWith('side'));
      expect(
        flankHeroes.map((h) => h.kind === 'motif' && h.halo),
        body,
      ).toEqual([true, true]);
      const white = scene.stripes.find((x) => x.kind === 'swoosh')?.color;
      expect(white, body).toBe('#f4f4f4');
      const { data } = renderDecalRaw({
        prompt: improvePrompt('bald eagle, brown and white', 60),
        carBody: body,
        finish: 'matte',
        seed: 7,
        size: 2048,
      });
      for (const t of plan.trails) {
        const g = plan.regions.find((r) => r.region.id === t.regionId);
        const hero = plan.items.find((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.regionId === t.regionId);
        if (!g || !hero) throw new Error(`${body} ${t.regionId}: no hero`);
        expect(t.color, body).toBe(white);
        // it leaves the hero and runs past the tail, level with it
        expect(t.x0, body).toBeCloseTo(hero.box.x + hero.box.w / 2);
        expect(t.x1, body).toBeGreaterThan(g.frame.length);
        expect(t.cy, body).toBeCloseTo(hero.box.y + hero.box.h / 2);
        // the trail's colour on the painted flank, on the blade's centre line behind the badge
        const inside = rasterizePolygons(g.region.polygons, 2048);
        let on = 0;
        let n = 0;
        // (from past the badge's far end: the spread eagle is far longer than it is tall)
        const from = Math.max(t.x0 + t.r * 1.2, hero.box.x + hero.box.w);
        for (let x = from; x < from + (g.frame.length - from) * 0.6; x += 6) {
          const [px, py] = localToTexture(g.frame, x, t.cy).map(Math.round);
          const i = py * 2048 + px;
          if (inside[i] < 255) continue;
          n++;
          if (data[i * 4] > 225 && data[i * 4 + 1] > 225 && data[i * 4 + 2] > 225) on++;
        }
        expect(n, `${body} ${t.regionId}`).toBeGreaterThan(10);
        expect(on / n, `${body} ${t.regionId}`).toBeGreaterThan(0.9);
      }
    }
    // never in the base's own colour: on white the accent band is white, so the trail takes the hero's blue
    const onWhite = planScene(parseScene(improvePrompt('blue rocket ship on white with stars', 60), 7), 'octane');
    expect(onWhite.trails.length).toBe(2);
    for (const t of onWhite.trails) expect(t.color).toBe('#1f6bff');
    // none on a flag (the flag is the livery), a minimal design, a subject asked for small, or
    // over a pattern that covers the flank (camo, a rope, hazard stripes)
    for (const prompt of [
      'canadian flag maple leaf',
      'minimalist white with a black wolf',
      'a small red rose on black',
      'crosshair targets, military green',
      'nautical anchors and rope, navy and white',
      'biohazard symbols, toxic yellow and black',
    ]) {
      expect(planScene(parseScene(improvePrompt(prompt, 60), 7), 'octane').trails, prompt).toEqual([]);
    }
  });
});

describe('the livery over every island of a side', () => {
  /** Share of an island's rendered pixels (at SIZE) near each colour. */
  function sharesOn(data: Uint8Array, poly: ReadonlyArray<readonly [number, number]>, colours: readonly string[]): number[] {
    const mask = rasterizePolygons([poly.map(([x, y]) => [x, y] as [number, number])], SIZE);
    const rgb = colours.map((h) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)));
    const hits = colours.map(() => 0);
    let n = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] < 255) continue;
      n++;
      const k = rgb.findIndex((c) => Math.hypot(c[0] - data[i * 4], c[1] - data[i * 4 + 1], c[2] - data[i * 4 + 2]) < 60);
      if (k >= 0) hits[k]++;
    }
    return hits.map((h) => h / Math.max(1, n));
  }

  it("a flag's bands run straight along each flank island, over its height: every band shows on every large island", () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const { data } = renderDecalRaw({
        prompt: 'german flag stripes black red gold',
        carBody: body,
        finish: 'matte',
        seed: 7,
        size: SIZE,
      });
      for (const region of getRegions(body).filter((r) => r.kind === 'side')) {
        for (const poly of region.polygons) {
          const b = boundsOf([poly]);
          // (islands large enough to judge at this size)
          if ((b.maxX - b.minX) * (b.maxY - b.minY) < 60000) continue;
          // laid over the frame's rows, the Dominus strips were "nearly all yellow with a thin
          // black line" and the Octane's wheel-arch pieces gold with a red sliver (straight over
          // a tapering island, the outer bands cover less of it than the middle one)
          const shares = sharesOn(data, poly, ['#0b0b0d', '#dd0000', '#f2b705']);
          for (const s of shares) expect(s, `${body} ${region.id} ${shares.map((x) => x.toFixed(2)).join('/')}`).toBeGreaterThan(0.1);
        }
      }
    }
  });

  it("a flag of vertical bands runs end to end over each flank's main panel: its outer colour at both ends, its field in the middle", () => {
    const scene = parseScene(improvePrompt('canadian flag maple leaf', 60), 7);
    const [red, white] = scene.base.colors.map((h) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)));
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const { data } = renderDecalRaw({ prompt: 'canadian flag maple leaf', carBody: body, finish: 'matte', seed: 7, size: SIZE });
      for (const g of planScene(scene, body).regions.filter((r) => r.region.kind === 'side')) {
        const [panel, x0, x1] = mainIsland(g);
        const mask = rasterizePolygons([panel.map(([x, y]) => [x, y] as [number, number])], SIZE);
        // [red in the nose end, red in the tail end, white in the middle] over pixels in each
        const counts = [0, 0, 0];
        const totals = [0, 0, 0];
        const k = 2048 / SIZE;
        for (let i = 0; i < mask.length; i++) {
          if (mask[i] < 255) continue;
          const t = (textureToLocal(g.frame, ((i % SIZE) + 0.5) * k, (Math.floor(i / SIZE) + 0.5) * k)[0] - x0) / (x1 - x0);
          const zone = t < 0.12 ? 0 : t > 0.88 ? 1 : t > 0.4 && t < 0.6 ? 2 : -1;
          if (zone < 0) continue;
          const want = zone === 2 ? white : red;
          totals[zone]++;
          if (Math.hypot(want[0] - data[i * 4], want[1] - data[i * 4 + 1], want[2] - data[i * 4 + 2]) < 60) counts[zone]++;
        }
        const shares = counts.map((c, z) => c / Math.max(1, totals[z]));
        const label = `${body} ${g.region.id} ${shares.map((x) => x.toFixed(2)).join('/')}`;
        expect(shares[0], label).toBeGreaterThan(0.8);
        expect(shares[1], label).toBeGreaterThan(0.8);
        // (the leaf stands in the white field)
        expect(shares[2], label).toBeGreaterThan(0.3);
      }
    }
  });

  it("a flank's islands off its main panel carry the livery's accent where the hero's trail takes the main panel", () => {
    const prompt = improvePrompt('golden crowns on royal purple', 60);
    const scene = parseScene(prompt, 7);
    const accent = scene.stripes.find((x) => x.kind === 'swoosh')?.color ?? '';
    expect(accent).not.toBe('');
    const { data } = renderDecalRaw({ prompt, carBody: 'octane', finish: 'matte', seed: 7, size: SIZE });
    const plan = planScene(scene, 'octane');
    for (const side of ['left', 'right']) {
      const g = mainFlank(plan, side);
      expect(
        plan.trails.some((t) => t.regionId === g.region.id),
        side,
      ).toBe(true);
      // the wheel-arch crescent (the largest island off the door): bare base paint before
      const crescent = [...offMainIslands(g)].sort((a, b) => {
        const [ba, bb] = [boundsOf([a]), boundsOf([b])];
        return (bb.maxX - bb.minX) * (bb.maxY - bb.minY) - (ba.maxX - ba.minX) * (ba.maxY - ba.minY);
      })[0];
      expect(crescent, side).toBeDefined();
      const [share] = sharesOn(data, crescent, [accent]);
      expect(share, side).toBeGreaterThan(0.03);
    }
  });

  it('a subject put on the sides stays off the top, which keeps what was put there', () => {
    const scene = parseScene(improvePrompt('dragon on the sides, flames on the hood', 60), 7);
    expect(scene.motifs.map((m) => m.place)).toEqual(['sides']);
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const kinds = new Map(getRegions(body).map((r) => [r.id, r.kind]));
      const dragons = planScene(scene, body).items.filter((i) => i.kind === 'motif' && i.icon === 'game-icons:spiked-dragon-head');
      expect(dragons.length, body).toBeGreaterThan(0);
      expect(
        dragons.map((i) => kinds.get(i.regionId)).filter((k) => k === 'top'),
        body,
      ).toEqual([]);
      expect(
        dragons.some((i) => kinds.get(i.regionId) === 'side'),
        body,
      ).toBe(true);
    }
  });
});
