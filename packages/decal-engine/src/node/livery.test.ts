import { describe, expect, it } from 'vitest';
import { planScene, type PlacedMotif, type RenderPlan } from '../compose/plan';
import { improvePrompt } from '../improve/improve-prompt';
import { iconBounds } from '../motifs/icon-library';
import { parseScene } from '../scene/parse-scene';
import { polygonArea } from '../regions/polygon-utils';
import { rasterizePolygons } from '../regions/rasterize';
import { colourShares } from '../testing/colour-share';
import { mainFlank } from '../testing/main-flank';
import { adjustHex } from '../util/color';
import { renderDecalRaw } from './render-decal';

const BODIES = ['octane', 'fennec', 'dominus'] as const;
const SIZE = 512;

/** Dev prompts (../shared/engine/dev-prompts.json) that name colours. */
const COLOURED = [
  'howling wolf under a full moon, midnight blue and silver',
  'bald eagle with spread wings, brown and white',
  'great white shark jaws on ocean blue',
  'phoenix rising from flames, crimson and gold',
  'coiled snake with green scales on black',
  'number 7 in gold on navy with white pinstripes',
  'the word GOAL in huge red letters on white',
  '#99 race number with sponsor-style stripes, orange and black',
  'canadian flag maple leaf',
  'german flag stripes black red gold',
  'brazil flag colours with a football',
  'union jack',
  'halloween pumpkins and bats, orange and purple',
  'christmas snowflakes on deep red',
  'cyberpunk neon city skyline, magenta and cyan',
  'steampunk brass gears and cogs',
  'graffiti paint drips in rainbow colours',
  'white hearts on cherry red',
  'golden crowns on royal purple',
  'biohazard symbols, toxic yellow and black',
  'yin yang in black and white with red accents',
  'nautical anchors and rope, navy and white',
  'brushed aluminium with a blue racing stripe',
  'white marble with gold veins',
  'red and black tartan plaid',
  'white polka dots on teal',
  'chevrons pointing forward, lime and charcoal',
  'half red half black, split down the middle',
  'lightning over a stormy purple sky',
  'fade from teal at the nose to black at the tail',
  'matte black with a single white racing stripe',
  'orange with gold trim',
  'crosshair targets, military green',
  'synthwave sun over a neon perspective grid, pink and purple',
  'musical notes on a black and white piano stripe',
];

const req = (prompt: string, body: (typeof BODIES)[number], seed = 7) => ({
  prompt: improvePrompt(prompt, 60),
  carBody: body,
  finish: 'animated' as const,
  seed,
  size: SIZE,
});

/** The shares of the art in `colours` of the decal for `prompt` on `body` (testing/colour-share). */
const sharesOn = (prompt: string, body: (typeof BODIES)[number], colours: readonly string[], tolerance?: number): number[] =>
  colourShares(renderDecalRaw(req(prompt, body)).data, colours, tolerance);

/** Pixel `i` of a size² render in template coordinates, or null where it falls on a placed motif. */
function texelOffMotifs(i: number, size: number, plan: RenderPlan): [number, number] | null {
  const [px, py] = [((i % size) + 0.5) * (2048 / size), (Math.floor(i / size) + 0.5) * (2048 / size)];
  const onMotif = plan.items.some((h) => h.kind === 'motif' && Math.abs(px - h.cx) < h.size * 0.6 && Math.abs(py - h.cy) < h.size * 0.6);
  return onMotif ? null : [px, py];
}

describe('colour discipline', () => {
  for (const prompt of COLOURED) {
    it(`every named colour is ≥ 5 % of the art: ${prompt}`, () => {
      const named = parseScene(improvePrompt(prompt, 60), 7).namedColors;
      expect(named.length).toBeGreaterThan(0);
      for (const body of BODIES) {
        const shares = sharesOn(prompt, body, named);
        shares.forEach((share, k) => expect(share, `${body}: ${named[k]} at ${(share * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(0.05));
      }
    });
  }

  it('a fade through several colours shows each of them', () => {
    const prompt = 'rainbow gradient';
    const named = parseScene(improvePrompt(prompt, 60), 7).namedColors;
    expect(named).toHaveLength(6);
    for (const body of BODIES) {
      const shares = sharesOn(prompt, body, named);
      shares.forEach((share, k) => expect(share, `${body}: ${named[k]} at ${(share * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(0.05));
    }
  });

  it('a stripe put on the sides shows on every body', () => {
    for (const body of BODIES) {
      const [red] = sharesOn('black with a red stripe on the side', body, ['#e0202a']);
      expect(red, body).toBeGreaterThan(0.02);
    }
  });

  it('a two-tone car shows both its colours on every body', () => {
    for (const prompt of ['white body black roof', 'white with blue bottom half']) {
      const named = parseScene(improvePrompt(prompt, 60), 7).namedColors;
      expect(named).toHaveLength(2);
      for (const body of BODIES) {
        const shares = sharesOn(prompt, body, named);
        shares.forEach((share, k) => expect(share, `${prompt} on ${body}: ${named[k]}`).toBeGreaterThanOrEqual(0.05));
      }
    }
  });

  it("glitter is the car's colour, speckled with lighter and darker flakes", () => {
    for (const body of BODIES) {
      const data = renderDecalRaw(req('glitter purple', body)).data;
      const [purple, light, dark] = colourShares(data, ['#8a2be2', adjustHex('#8a2be2', 0.32), adjustHex('#8a2be2', -0.28)], 30);
      expect(purple, body).toBeGreaterThan(0.3);
      expect(light, body).toBeGreaterThan(0.01);
      expect(dark, body).toBeGreaterThan(0.01);
    }
  });

  it('a broken pane is pale cracks over a dark pane on every body', () => {
    for (const body of BODIES) {
      const [cracks, pane] = sharesOn('shattered glass', body, ['#e6fbff', '#0d1620']);
      expect(cracks, body).toBeGreaterThan(0.015);
      expect(pane, body).toBeGreaterThan(0.5);
    }
  });

  it("a heartbeat is a monitor's red trace over the dark car, with a beat on every body's flanks", () => {
    for (const body of BODIES) {
      const [trace, car] = sharesOn('heartbeat line red on black', body, ['#e0202a', '#0b0b0d'], 40);
      expect(trace, body).toBeGreaterThan(0.012);
      expect(car, body).toBeGreaterThan(0.5);
    }
  });

  it('a mountain range stands against its sky on every body, a forest of pines too', () => {
    for (const body of BODIES) {
      const [sky, land] = sharesOn('mountains at sunset orange and purple', body, ['#ff7a00', '#8a2be2'], 40);
      expect(sky, body).toBeGreaterThan(0.3);
      expect(land, body).toBeGreaterThan(0.06);
      const [pines] = sharesOn('green pine forest on white', body, ['#1fc24a'], 40);
      expect(pines, body).toBeGreaterThan(0.05);
    }
  });

  it('a spider web is spun over the panels in its colour, enough of it to read', () => {
    for (const body of BODIES) {
      const [car, threads] = sharesOn('spider web red and blue', body, ['#e0202a', '#1f6bff'], 60);
      expect(car, body).toBeGreaterThan(0.6);
      expect(threads, body).toBeGreaterThan(0.05);
    }
  });

  it('a carbon hood is a dark weave on the top of a car that keeps its paint on the flanks', () => {
    for (const body of BODIES) {
      const [red, weave] = sharesOn('red car with a carbon hood', body, ['#e0202a', '#2a2c30'], 40);
      expect(red, body).toBeGreaterThan(0.3);
      expect(weave, body).toBeGreaterThan(0.08);
    }
  });

  it('colours nobody named do not dominate: the named ones cover most of the art', () => {
    for (const prompt of [
      'white hearts on cherry red',
      'golden crowns on royal purple',
      'orange with gold trim',
      'biohazard symbols, toxic yellow and black',
    ]) {
      const named = parseScene(improvePrompt(prompt, 60), 7).namedColors;
      for (const body of BODIES) {
        const total = sharesOn(prompt, body, named).reduce((a, b) => a + b, 0);
        expect(total, `${prompt} on ${body}`).toBeGreaterThan(0.75);
      }
    }
  });
});

describe('motif presence', () => {
  const SUBJECTS: Array<[string, string]> = [
    ['howling wolf under a full moon, midnight blue and silver', 'game-icons:wolf-howl'],
    ['great white shark jaws on ocean blue', 'shape:shark'],
    ['canadian flag maple leaf', 'shape:maple-leaf'],
    ['white hearts on cherry red', 'game-icons:hearts'],
    ['biohazard symbols, toxic yellow and black', 'game-icons:biohazard'],
    ['a scorpion on sand', 'game-icons:scorpion'],
  ];
  for (const [prompt, icon] of SUBJECTS) {
    it(`${prompt}: the subject is drawn large on both flanks and on the top`, () => {
      const scene = parseScene(improvePrompt(prompt, 60), 7);
      for (const body of BODIES) {
        const plan = planScene(scene, body);
        const heroes = plan.items.filter((i): i is PlacedMotif => i.kind === 'motif' && i.role === 'hero' && i.icon === icon);
        const kinds = heroes.map((h) => plan.regions.find((g) => g.region.id === h.regionId)?.region);
        expect(
          kinds
            .filter((r) => r?.kind === 'side')
            .map((r) => r?.side)
            .sort(),
          body,
        ).toEqual(['left', 'right']);
        // the top carries this hero, or the prompt's second subject
        const topHeroes = plan.items.filter(
          (i) => i.kind === 'motif' && i.role === 'hero' && plan.regions.find((g) => g.region.id === i.regionId)?.region.kind === 'top',
        );
        expect(topHeroes.length, body).toBeGreaterThan(0);
        if (scene.motifs.filter((m) => m.role === 'hero').length === 1)
          expect(
            kinds.some((r) => r?.kind === 'top'),
            body,
          ).toBe(true);
        for (const h of heroes) expect(h.size, `${body} ${h.regionId}`).toBeGreaterThanOrEqual(90);
        // the subject's pixels are there: the inner four fifths of the box its shapes span hold
        // a good share of its colour (the box, not a disc round its centre: a long shark filled
        // little of a disc)
        const { data } = renderDecalRaw({ ...req(prompt, body), size: 1024 });
        for (const h of heroes) {
          const k = 1024 / 2048;
          const [x0, y0, x1, y1] = iconBounds(h.icon);
          let hit = 0;
          let n = 0;
          const [tr, tg, tb] = [1, 3, 5].map((o) => Number.parseInt(h.color.slice(o, o + 2), 16));
          for (let v = 0.1; v <= 0.9; v += 0.04) {
            for (let u = 0.1; u <= 0.9; u += 0.04) {
              // local (u, v) in the shapes' box → the texture (v runs down, against `up`)
              const lx = (x0 + (x1 - x0) * u - 0.5) * h.size;
              const ly = (y0 + (y1 - y0) * v - 0.5) * h.size;
              const x = Math.round((h.cx + h.right[0] * lx - h.up[0] * ly) * k);
              const y = Math.round((h.cy + h.right[1] * lx - h.up[1] * ly) * k);
              const i = (y * 1024 + x) * 4;
              n++;
              if ((data[i] - tr) ** 2 + (data[i + 1] - tg) ** 2 + (data[i + 2] - tb) ** 2 < 70 * 70) hit++;
            }
          }
          expect(hit / n, `${body} ${h.regionId}`).toBeGreaterThan(0.15);
        }
      }
    });
  }

  it("a hero's livery lines run the length of the flanks in its colour, on the Dominus's low strips too", () => {
    const prompt = 'golden crowns on royal purple';
    const scene = parseScene(improvePrompt(prompt, 60), 7);
    const crown = scene.motifs[0].color;
    expect(scene.stripes).toMatchObject([{ kind: 'swoosh', color: crown }]);
    const size = 512;
    const { data } = renderDecalRaw({ ...req(prompt, 'dominus'), size });
    const plan = planScene(scene, 'dominus');
    for (const side of ['left', 'right']) {
      const flank = mainFlank(plan, side);
      const inside = rasterizePolygons(flank.region.polygons, size);
      // the crown colour along the strip, away from the hero: in most tenths of its length
      const [x0, x1] = [
        Math.min(...flank.region.polygons.flat().map((p) => p[0])),
        Math.max(...flank.region.polygons.flat().map((p) => p[0])),
      ];
      const tenths = new Set<number>();
      for (let i = 0; i < size * size; i++) {
        if (inside[i] < 200) continue;
        const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
        if (colourShares(Uint8Array.of(r, g, b, 255), [crown])[0] === 0) continue;
        const x = ((i % size) / size) * 2048;
        tenths.add(Math.floor(((x - x0) / Math.max(1, x1 - x0)) * 10));
      }
      expect(tenths.size, side).toBeGreaterThanOrEqual(7);
    }
  });

  it("the livery's lines keep one height along each flank, so they line up from panel to panel", () => {
    const prompt = 'golden crowns on royal purple';
    const size = 512;
    // seeds whose layouts cover the three livery shapes (the layout seed picks one)
    const styles = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const scene = parseScene(improvePrompt(prompt, 60), seed);
      const style = (scene.layout.seed >>> 3) % 3;
      if (styles.has(style)) continue;
      styles.add(style);
      const crown = scene.motifs[0].color;
      for (const body of BODIES) {
        const { data } = renderDecalRaw({ ...req(prompt, body, seed), size });
        const plan = planScene(scene, body);
        // the main flank of each side (a sliver a few stripes wide is all stripe)
        for (const flank of plan.regions.filter((g) => g.region.kind === 'side' && g.frame.width >= 200)) {
          const inside = rasterizePolygons(flank.region.polygons, size);
          const [, , c, d, e, f] = flank.frame.matrix;
          // the local heights (in 8 px rows) of the crown-coloured pixels off the motifs
          const rows = new Map<number, number>();
          let n = 0;
          for (let i = 0; i < size * size; i++) {
            if (inside[i] < 200) continue;
            if (colourShares(data.subarray(i * 4, i * 4 + 4), [crown])[0] === 0) continue;
            const texel = texelOffMotifs(i, size, plan);
            if (!texel) continue;
            const [px, py] = texel;
            const y = Math.floor(((px - e) * c + (py - f) * d) / 8);
            rows.set(y, (rows.get(y) ?? 0) + 1);
            n++;
          }
          if (n < 50) continue;
          // lines at fixed heights fill a few rows; a diagonal kick-up or split sweeps its line
          // across most of the panel's width
          const used = [...rows.values()].filter((k) => k >= n * 0.01).length * 8;
          expect(used, `seed ${seed} ${body} ${flank.region.id}`).toBeLessThan(flank.frame.width * 0.35);
        }
      }
    }
    expect(styles.size).toBe(3);
  });

  it("a subject's setting low on the flanks reaches each island, the Octane's main flank panel included", () => {
    const prompt = 'great white shark jaws on ocean blue';
    const scene = parseScene(improvePrompt(prompt, 60), 7);
    const waves = scene.patterns.find((p) => p.id === 'waves');
    expect(waves?.zone).toBe('lower');
    const crest = waves?.colors[2] ?? '';
    const size = 512;
    const { data } = renderDecalRaw({ ...req(prompt, 'octane'), size });
    const plan = planScene(scene, 'octane');
    for (const side of ['left', 'right']) {
      const flank = plan.regions.find((g) => g.region.kind === 'side' && g.region.side === side);
      // the main panel: the largest island of the flank (it covers the upper of its two bands)
      const panel = [...(flank?.region.polygons ?? [])].sort((a, b) => polygonArea(b) - polygonArea(a))[0];
      const inside = rasterizePolygons([panel], size);
      let n = 0;
      let crests = 0;
      for (let i = 0; i < size * size; i++) {
        if (inside[i] < 200) continue;
        if (!texelOffMotifs(i, size, plan)) continue;
        n++;
        if (colourShares(data.subarray(i * 4, i * 4 + 4), [crest], 40)[0] > 0) crests++;
      }
      expect(crests / n, side).toBeGreaterThan(0.005);
    }
  });

  it("a flag's two flanks match: the same layout and colours on the left and the right", () => {
    const size = 512;
    for (const prompt of ['union jack', 'brazil flag colours', 'canadian flag maple leaf']) {
      const scene = parseScene(improvePrompt(prompt, 60), 7);
      for (const body of BODIES) {
        const { data } = renderDecalRaw({ ...req(prompt, body), size });
        const plan = planScene(scene, body);
        const [left, right] = ['left', 'right'].map((side) => {
          const flank = mainFlank(plan, side);
          const inside = rasterizePolygons(flank.region.polygons, size);
          const pixels: number[] = [];
          for (let i = 0; i < size * size; i++) if (inside[i] >= 200) pixels.push(data[i * 4], data[i * 4 + 1], data[i * 4 + 2], 255);
          return colourShares(Uint8Array.from(pixels), scene.namedColors, 40);
        });
        // (the Fennec's flanks differ by a sill piece: one took the whole flag, the other its sliver)
        left.forEach((share, k) => expect(Math.abs(share - right[k]), `${prompt} on ${body}: ${scene.namedColors[k]}`).toBeLessThan(0.12));
      }
    }
  });

  it('heroes face the nose on both flanks (mirrored frames), text never mirrors', () => {
    const scene = parseScene('number 10 with a wolf, red on black', 3);
    for (const body of BODIES) {
      const plan = planScene(scene, body);
      for (const item of plan.items) {
        const g = plan.regions.find((r) => r.region.id === item.regionId);
        const det = item.right[0] * item.up[1] - item.right[1] * item.up[0];
        if (item.kind === 'text') {
          // a proper rotation of upright text (right = x, up = −y has det −1 in texture space)
          expect(det, `${body} ${item.regionId}`).toBe(-1);
          // off the sides (hood, roof, underside) text stands upright in the texture
          if (g?.region.kind !== 'side') expect(item.up, `${body} ${item.regionId}`).toEqual([0, -1]);
        } else if (g?.region.kind === 'side') {
          const nose = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[g.region.nose];
          expect(item.right, `${body} ${item.regionId}`).toEqual(nose);
        }
      }
      const texts = plan.items.filter((i) => i.kind === 'text');
      expect(texts.length, body).toBeGreaterThanOrEqual(2);
      expect(texts.every((t) => t.kind === 'text' && t.value === '10')).toBe(true);
    }
  });

  it('pixel camo is flat cells of its tones: no base shading shows between them', () => {
    // (the base's gradient between the cells read as "smooth gradient patches breaking the pixel camo")
    const prompt = 'woodland pixel camo';
    const scene = parseScene(improvePrompt(prompt, 60), 7);
    const camo = scene.patterns.find((p) => p.id === 'pixel-camo');
    expect(camo).toBeDefined();
    for (const body of BODIES) {
      const { data } = renderDecalRaw({ ...req(prompt, body), finish: 'matte', size: 1024 });
      const plan = planScene(scene, body);
      const inside = rasterizePolygons(mainFlank(plan, 'left').region.polygons, 1024);
      // the share of the flank's pixels in its most common colours: flat cells put nearly all
      // of them in a handful; shading spreads them over dozens
      const counts = new Map<number, number>();
      let total = 0;
      for (let i = 0; i < 1024 * 1024; i++) {
        if (inside[i] < 255) continue;
        const key = (data[i * 4] << 16) | (data[i * 4 + 1] << 8) | data[i * 4 + 2];
        counts.set(key, (counts.get(key) ?? 0) + 1);
        total++;
      }
      const top = [...counts.values()]
        .sort((a, b) => b - a)
        .slice(0, 6)
        .reduce((a, b) => a + b, 0);
      expect(top / total, body).toBeGreaterThan(0.8);
    }
  });

  it('a rope reads as laid strands: dark lays between its pale strands on the flanks', () => {
    // (a pale band crossed by faint lay lines read as "a faint, washed-out striped bar")
    const prompt = 'nautical anchors and rope, navy and white';
    for (const body of BODIES) {
      const { data } = renderDecalRaw({ ...req(prompt, body), finish: 'matte', size: SIZE });
      const plan = planScene(parseScene(improvePrompt(prompt, 60), 7), body);
      const sides = rasterizePolygons(
        plan.regions.filter((g) => g.region.kind === 'side').flatMap((g) => g.region.polygons),
        SIZE,
      );
      // neutral pixels (not the navy): the strands near white, the lays a dark grey
      let lay = 0;
      let strand = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        if (sides[i] < 255) continue;
        const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
        if (Math.max(r, g, b) - Math.min(r, g, b) >= 28) continue;
        const l = 0.299 * r + 0.587 * g + 0.114 * b;
        if (l > 45 && l < 130) lay++;
        else if (l > 200) strand++;
      }
      expect(strand, body).toBeGreaterThan(1000);
      expect(lay / strand, body).toBeGreaterThan(0.14);
    }
  });
});

describe('metal', () => {
  it('gold art is polished: a near-white highlight and a dark crease beside the gold itself', () => {
    // (softly shaded, gold read to blind reviewers as "flat mustard, not metal")
    for (const body of BODIES) {
      const { data } = renderDecalRaw({ ...req('a gold crown on black', body), finish: 'matte', size: SIZE });
      let highlight = 0;
      let crease = 0;
      let gold = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
        // warm: red over green over blue, clearly
        if (!(r >= g && g > b + 25)) continue;
        const l = 0.299 * r + 0.587 * g + 0.114 * b;
        if (l > 215) highlight++;
        else if (l < 120 && r > 80) crease++;
        else gold++;
      }
      expect(gold, body).toBeGreaterThan(500);
      expect(highlight / gold, body).toBeGreaterThan(0.02);
      // (softly shaded, a sixth of it or less was in shadow)
      expect(crease / gold, body).toBeGreaterThan(0.17);
    }
  });
});

describe('textures that cover their share', () => {
  it('barbed wire, the northern lights and digital rain show the colours named for them', () => {
    // (each was another pattern before: a thorn wreath, hard-edged waves, circuit traces)
    for (const body of BODIES)
      for (const prompt of ['barbed wire black and grey', 'aurora borealis pink and green', 'matrix green code rain']) {
        const scene = parseScene(improvePrompt(prompt, 60), 7);
        const shares = colourShares(renderDecalRaw({ ...req(prompt, body), finish: 'matte' }).data, scene.patterns[0].colors);
        for (const share of shares) expect(share, `${body} ${prompt}`).toBeGreaterThanOrEqual(0.05);
      }
  });
  it('frost is white crystals over the ice blue, carbon fibre a weave of light and dark tows, smoke wisps over the dark', () => {
    for (const body of BODIES) {
      // (as shards, "no frost, no crystals, no rime")
      const [white] = colourShares(renderDecalRaw({ ...req('frozen ice blue with frost', body), finish: 'matte' }).data, ['#f4f4f4'], 40);
      expect(white, body).toBeGreaterThanOrEqual(0.05);
      // a twill lit across each tow: its light tone and its dark both cover a share
      const carbon = renderDecalRaw({ ...req('carbon fibre', body), finish: 'matte' }).data;
      const [dark, lit] = colourShares(carbon, ['#16171a', '#3a3d42'], 18);
      expect(dark, body).toBeGreaterThanOrEqual(0.1);
      expect(lit, body).toBeGreaterThanOrEqual(0.05);
      // smoke is wisps of its colour over the dark, neither all of it nor a trace
      const [grey, black] = colourShares(renderDecalRaw({ ...req('grey smoke', body), finish: 'matte' }).data, ['#7a7f86', '#0b0b0d']);
      expect(grey, body).toBeGreaterThanOrEqual(0.08);
      expect(black, body).toBeGreaterThanOrEqual(0.3);
    }
  });

  it('twin racing stripes are Le Mans stripes: narrower than a single one, not a white top', () => {
    // (at a single stripe's width a pair covered a narrow hood: "white with black pinstripes")
    for (const body of BODIES) {
      const share = (prompt: string): number =>
        colourShares(renderDecalRaw({ ...req(prompt, body), finish: 'matte' }).data, ['#f4f4f4'])[0];
      const twin = share('white racing stripes on black');
      expect(twin, body).toBeGreaterThan(0.05);
      expect(twin, body).toBeLessThan(share('matte black with a single white racing stripe') * 1.6);
    }
  });
  it('pixel camo shows each of its colours on every look, none taking over', () => {
    // (a fixed cut on the noise left one look in "large flat brown areas and lone black rectangles")
    for (let seed = 1; seed <= 8; seed++) {
      const scene = parseScene('woodland pixel camo', seed);
      const colours = [scene.base.colors[0], ...scene.patterns[0].colors];
      const { data } = renderDecalRaw({ prompt: 'woodland pixel camo', carBody: 'octane', finish: 'matte', seed, size: SIZE });
      const shares = colourShares(data, colours, 30);
      for (const s of shares) expect(s, `seed ${seed}: ${shares.map((x) => x.toFixed(2)).join('/')}`).toBeGreaterThan(0.02);
      for (const s of shares) expect(s, `seed ${seed}: ${shares.map((x) => x.toFixed(2)).join('/')}`).toBeLessThan(0.45);
    }
  });
});
