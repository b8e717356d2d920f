import { iconBounds } from '../motifs/icon-library';
import { ROUND_ICONS } from '../motifs/synonyms';
import { boundsOf } from '../regions/polygon-utils';
import { contrastOf, distinct } from '../scene/contrast';
import { FLAGS } from '../scene/words/flags';
import { BAND_PATTERNS, BAND_TOP, bandHeight, PATTERN_UNIT, type MotifLayer, type Scene } from '../scene/types';
import type { CarBody, Hex } from '../types';
import { createJitteredRng, hashString, mixSeeds } from '../util/rng';
import {
  bandRows,
  bodyGeometry,
  boxInside,
  boxOnIsland,
  DIR,
  largestBox,
  mainIsland,
  localToTexture,
  overlaps,
  textureToLocal,
  type LocalBox,
  type RegionGeometry,
} from './region-geometry';

type Vec = readonly [number, number];

/**
 * A placed element, in texture pixels (2048 template space). `right` and `up` are the unit
 * directions of the element's own x axis and its up in the texture: text is drawn with a
 * proper rotation (never mirrored); a motif faces the nose on both flanks, so on one flank
 * its frame is mirrored (`mirrored`).
 */
export interface PlacedMotif {
  kind: 'motif';
  regionId: string;
  role: MotifLayer['role'];
  icon: string;
  color: Hex;
  /** See MotifLayer.fade. */
  fade?: Hex;
  /** See MotifLayer.skin. */
  skin?: MotifLayer['skin'];
  outline: Hex;
  cx: number;
  cy: number;
  /** Side of the motif's view box, centred on (cx, cy), sized so its shapes fill the box. */
  size: number;
  /** Side of the square the box holds, and the box's centre (an external generator's artwork is drawn there). */
  fit: number;
  centre: Vec;
  right: Vec;
  up: Vec;
  /** Local box on the region (for overlap tests). */
  box: LocalBox;
  /** Drawn in a border of the base's paint (a flank hero over its trail). */
  halo?: boolean;
}

export interface PlacedText {
  kind: 'text';
  regionId: string;
  value: string;
  color: Hex;
  panel: Hex | null;
  outline: Hex;
  cx: number;
  cy: number;
  /** Box length along `right` and height along `up`. */
  length: number;
  height: number;
  right: Vec;
  up: Vec;
  box: LocalBox;
  /** Letters extended along the run to fill a long box (at most 1.8×). */
  stretch?: boolean;
  /** Letters squeezed along the run to stand the box's full height (huge lettering). */
  condense?: boolean;
  /** The lettering's style (scene/types TextLayer). */
  style?: 'graffiti';
}

export type PlanItem = PlacedMotif | PlacedText;

/**
 * A flank hero's trail (node/paint/trail.ts): a blade in the livery's accent (else the hero's
 * colour) that leaves the badge and runs, tapering, to the tail, with a speed line above and
 * below it. Local frame of its flank (x nose → tail, y across), painted under the hero.
 */
export interface PlacedTrail {
  regionId: string;
  /** The badge's centre along the flank (the trail starts behind it) and where it ends (past the tail). */
  x0: number;
  x1: number;
  /** The hero's centre across the flank and its half size. */
  cy: number;
  r: number;
  color: Hex;
  outline: Hex;
}

export interface RenderPlan {
  body: CarBody;
  regions: RegionGeometry[];
  items: PlanItem[];
  trails: PlacedTrail[];
}

const rot90 = (u: Vec): Vec => [-u[1], u[0]];

/**
 * Text frame (`right` follows `up`, never mirrored). On the sides glyph up is the roof line,
 * so text reads along the car on both flanks. The hood, roof and underside have no one
 * reading direction (in a match a car is seen from every side): there the art stands
 * upright in the texture itself, which is also how the player sees it in the preview and
 * in any image editor.
 */
function textAxes(g: RegionGeometry): { right: Vec; up: Vec } {
  const up = g.region.kind === 'side' ? DIR[g.region.across] : DIR.up;
  return { right: rot90(up), up };
}

/** Motif frame: on sides the silhouette's front points at the nose and its top at the roof line. */
function motifAxes(g: RegionGeometry, facing: 'left' | 'right' | 'none'): { right: Vec; up: Vec } {
  if (g.region.kind === 'side') {
    const nose = DIR[g.region.nose];
    const up = DIR[g.region.across];
    return { right: facing === 'left' ? [-nose[0], -nose[1]] : nose, up };
  }
  return textAxes(g);
}

/** How large a box is for a motif of its proportions (a square box's side). */
function extent(box: LocalBox): number {
  return Math.sqrt(box.w * box.h);
}

function centreOf(g: RegionGeometry, box: LocalBox): [number, number] {
  return localToTexture(g.frame, box.x + box.w / 2, box.y + box.h / 2);
}

/** Whether a motif's `right` runs along the region's local x (its length), as on the sides. */
function rightAlongLength(g: RegionGeometry, right: Vec): boolean {
  const nose = DIR[g.region.nose];
  return Math.abs(right[0] * nose[0] + right[1] * nose[1]) > 0.5;
}

/**
 * The length:width of the box a hero is looked for in: its shapes' own proportions (a bat is
 * twice as wide as tall), on the region's axes, and never narrower than `least` along the car.
 */
function heroAspect(g: RegionGeometry, layer: MotifLayer, least: number): number {
  const [x0, y0, x1, y1] = iconBounds(layer.motif.icon);
  const wide = Math.min(2.4, Math.max(1, (x1 - x0) / (y1 - y0)));
  const along = rightAlongLength(g, motifAxes(g, layer.motif.facing).right);
  return along ? Math.max(least, wide) : Math.max(least, 1 / wide);
}

function motifItem(g: RegionGeometry, layer: MotifLayer, box: LocalBox, role: MotifLayer['role'], color?: Hex): PlacedMotif {
  const axes = motifAxes(g, layer.motif.facing);
  // a hero keeps clear of its panel's edges: on a flank a badge touching a narrow flank's edge
  // read as "cropped, it will be cut off on the car"; on the hood, crowns and biohazard
  // symbols fitted to the panel "hit the hood edges" and lost "the tips of its points"
  const edge = g.region.kind === 'side' ? (ROUND_ICONS.has(layer.motif.icon) ? 1 : SIDE_HERO_MARGIN) : TOP_HERO_MARGIN;
  const margin = role === 'hero' ? edge * (layer.small ? SMALL_HERO : 1) : 1;
  const fit = Math.min(box.w, box.h) * margin;
  // the motif's shapes, not its view box, fill the box (with the same margin): heroes came out a
  // tenth smaller than their panels allowed, a bat or a crown half its size
  const [x0, y0, x1, y1] = iconBounds(layer.motif.icon);
  const along = rightAlongLength(g, axes.right);
  const [bw, bh] = along ? [box.w, box.h] : [box.h, box.w];
  const size = Math.min(bw / (x1 - x0), bh / (y1 - y0)) * margin;
  // the view box's centre, placed so the shapes' centre is the box's centre
  const [bx, by] = centreOf(g, box);
  const [ox, oy] = [((x0 + x1) / 2 - 0.5) * size, ((y0 + y1) / 2 - 0.5) * size];
  const cx = bx - axes.right[0] * ox + axes.up[0] * oy;
  const cy = by - axes.right[1] * ox + axes.up[1] * oy;
  return {
    kind: 'motif',
    regionId: g.region.id,
    role,
    icon: layer.motif.icon,
    color: color ?? layer.color,
    fade: color ? undefined : layer.fade,
    ...(layer.skin ? { skin: layer.skin } : {}),
    outline: layer.outline,
    cx,
    cy,
    size,
    fit,
    centre: [bx, by],
    ...axes,
    box,
  };
}

/** Full-zone patterns too sparse to be a flank's livery (a hero's trail still runs over them). */
const SPRINKLES: ReadonlySet<string> = new Set(['stars']);

const MIN_HERO = 90;
/** Share of its box a hero on a flank is drawn at. */
const SIDE_HERO_MARGIN = 0.9;
/** Share of its box a hero off the flanks (hood, roof, underside, boot) is drawn at. */
const TOP_HERO_MARGIN = 0.86;
/** Share of its box a hero the player asked for small is drawn at. */
const SMALL_HERO = 0.5;
/** The underside carries the hero only where it is a large panel of the sheet (Octane). */
const MIN_UNDER_HERO = 260;
/** Whether a box on the underside or the boot is large enough to carry a hero or lettering. */
const bigEnough = (box: LocalBox): boolean => Math.min(box.w, box.h) >= MIN_UNDER_HERO;
/**
 * Share of a hero's box that must lie on its region: a little may run past a ragged edge (the
 * clip trims it), but not so much that a badge reads as cut off at the panel's edge.
 */
const HERO_INSIDE = 0.995;

/** Lays a scene out on a body: hero motifs, text and scattered copies, in texture space. */
export function planScene(scene: Scene, body: CarBody): RenderPlan {
  const regions = bodyGeometry(body);
  const items: PlanItem[] = [];
  const trails: PlacedTrail[] = [];
  const taken = new Map<string, LocalBox[]>();
  // a band pattern (keyboard, rope) keeps its strip low on the sides: heroes, text and
  // scattered copies stay off it (on the top it runs down the centre line, under the hero)
  const bandOnTop = new Map<string, LocalBox>();
  const bands = scene.patterns.filter((p) => BAND_PATTERNS.has(p.id));
  if (bands.length) {
    // scattered copies keep off the centre band on the top too (a note over the keys is noise)
    for (const g of regions.filter((r) => r.region.kind === 'top' || r.region.kind === 'underside'))
      bandOnTop.set(g.region.id, { x: -20, y: g.frame.width * 0.3 - 8, w: g.frame.length + 40, h: g.frame.width * 0.4 + 16 });
    for (const g of regions.filter((r) => r.region.kind === 'side')) {
      // (the strip runs along the rows the painter lays it over)
      const [lo, hi] = bandRows(g);
      taken.set(g.region.id, [
        {
          x: -20,
          y: lo + (hi - lo) * BAND_TOP - 8,
          w: g.frame.length + 40,
          h: Math.max(...bands.map((p) => bandHeight(p.id, hi - lo, PATTERN_UNIT * scene.style.scale))) + 16,
        },
      ]);
    }
  }
  for (const g of regions) {
    const outer = outsideFlagCentre(scene, g);
    if (outer.length) taken.set(g.region.id, [...(taken.get(g.region.id) ?? []), ...outer]);
  }
  const take = (g: RegionGeometry, box: LocalBox): void => {
    const list = taken.get(g.region.id) ?? [];
    list.push({ x: box.x - 16, y: box.y - 16, w: box.w + 32, h: box.h + 32 });
    taken.set(g.region.id, list);
  };
  const sides = regions.filter((g) => g.region.kind === 'side').sort((a, b) => b.area - a.area);
  const tops = regions.filter((g) => g.region.kind === 'top').sort((a, b) => b.area - a.area);
  // the main flank of each side of the car
  const flanks = ['left', 'right'].map((s) => sides.find((g) => g.region.side === s)).filter((g): g is RegionGeometry => !!g);

  const heroes = scene.motifs.filter((m) => m.role === 'hero');
  const sideHero = heroes.find((m) => m.place !== 'top') ?? null;
  // the main subject leads on the hood too; a second subject takes another top panel or the
  // underside (on the hood it left the main subject as side stickers: "the hood shows the
  // tentacle, the leaves, the planet instead of the main subject")
  // (a subject the player put on the sides stays off it: "dragon on the sides, flames on the hood")
  const topHero = (sideHero?.place === 'both' ? sideHero : null) ?? heroes.find((m) => m.place === 'top') ?? null;
  const secondHero = heroes.find((m) => m.place === 'top' && m !== topHero) ?? null;
  const text = scene.text;

  // text and numbers: a panel on each flank (the number panel) and one on the top
  if (text) {
    const chars = Math.max(1, text.value.length);
    // huge lettering is condensed: a word stands taller in the same length (on the narrow
    // flanks its height is what makes it read as huge, "letters medium-sized, not huge")
    const condense = !!text.huge && !text.isNumber && chars >= 3;
    const natural = text.isNumber ? Math.max(1.1, chars * 0.62 + 0.35) : Math.max(1.4, chars * 0.55 + 0.2);
    const aspect = natural * (condense ? 0.64 : 1);
    // on each flank the text runs along the car; on the top and the large underside panel it
    // stands upright in the texture (textAxes), so the box is long along the local axis the
    // glyph run follows there
    // (huge lettering takes the second top panel too: the roof was left bare)
    const slots = [...flanks, tops[0], condense ? tops[1] : undefined, regions.find((g) => g.region.kind === 'underside')];
    for (const g of slots) {
      if (!g) continue;
      const along = rightAlongLength(g, textAxes(g).right);
      let box = along
        ? largestBox(g, aspect, 0.45, 60, taken.get(g.region.id))
        : largestBox(g, 1 / aspect, 0.35, 60, taken.get(g.region.id));
      if (!box) continue;
      // the underside carries it only where it is a large panel of the sheet, as it does a hero
      // (on the Fennec's and the Dominus's strips it was one more stamp "on small scraps")
      if (g.region.kind === 'underside' && !bigEnough(box)) continue;
      // a word on a long flank runs along it in extended letters when that costs little height
      // (a short word on the Dominus's long strips was a small badge in the middle)
      let stretch = false;
      let squeezed = condense;
      // (huge lettering on the hood and roof too: condensed to its box there, a blind reviewer
      // found GOAL "not huge: the letters fill only part of each panel")
      // (the most extended box that costs little height, a little more on the hood and roof,
      // where the word is the whole design: there it spans the panel)
      if ((g.region.kind === 'side' || text.huge) && !text.isNumber && chars >= 3) {
        const least = (along ? box.h : box.w) * (g.region.kind === 'side' ? 0.85 : 0.72);
        let wide: LocalBox | null = null;
        for (const k of [1.8, 1.5, 1.25]) {
          const b = along
            ? largestBox(g, natural * k, 0.45, 60, taken.get(g.region.id))
            : largestBox(g, 1 / (natural * k), 0.35, 60, taken.get(g.region.id));
          if (b && (along ? b.h : b.w) >= least) {
            wide = b;
            break;
          }
        }
        if (wide) {
          box = wide;
          stretch = true;
          squeezed = false;
        }
      }
      take(g, box);
      const [cx, cy] = centreOf(g, box);
      items.push({
        kind: 'text',
        regionId: g.region.id,
        value: text.value,
        color: text.color,
        panel: text.panel,
        outline: outlineFor(text.color),
        ...(stretch ? { stretch } : {}),
        ...(squeezed ? { condense: true } : {}),
        ...(text.style ? { style: text.style } : {}),
        cx,
        cy,
        length: along ? box.w : box.h,
        height: along ? box.h : box.w,
        ...textAxes(g),
        box,
      });
    }
  }

  // hero motifs: large on each flank, facing the nose, and on the hood/roof
  // (a flank hero alone on plain paint read to every blind reviewer as "one clip-art emblem
  // stamped on every panel": its trail makes it a livery graphic that runs to the tail; not on
  // a flag, which is the livery, nor on a minimal design or a subject asked for small)
  // nor over a pattern that covers the flank, which is its livery already (a trail over camo,
  // a rope, a keyboard, hazard stripes read to blind reviewers as "white spear stripes",
  // "clutter", "nothing to do with boats", "the symbols sit on a yellow swoosh"); a sprinkle of
  // stars is no livery (over a starfield it was preferred with its trail)
  const liveried = scene.patterns.some((p) => p.zone === 'full' && !SPRINKLES.has(p.id));
  const trailed = !!sideHero && scene.base.kind !== 'flag' && !liveried && !sideHero.small && scene.style.density >= 0.35;
  // in the livery's accent where there is one (it takes the place of the accent lines on the
  // flanks: "bald eagle … brown and white" keeps its white), else in the hero's colour; never
  // in the base's own colour (white on white showed only its outline, as two hairlines)
  const base = scene.base.colors[0];
  const trailColor = [scene.stripes.find((x) => x.kind === 'swoosh')?.color, sideHero?.color, contrastOf(base)].find(
    (c): c is Hex => !!c && distinct(c, base),
  );
  if (sideHero) {
    for (const g of flanks) {
      // with a second subject the main one keeps to the front of the flank, leaving it the rest
      const rear = secondHero ? [{ x: g.frame.length * 0.56, y: -20, w: g.frame.length, h: g.frame.width + 40 }] : [];
      const avoid = [...(taken.get(g.region.id) ?? []), ...offMainBand(g)];
      const aspect = heroAspect(g, sideHero, 1.1);
      const full = largestBox(g, aspect, 0.5, MIN_HERO, avoid, HERO_INSIDE);
      const front = rear.length ? largestBox(g, aspect, 0.5, MIN_HERO, [...avoid, ...rear], HERO_INSIDE) : null;
      // alone, it keeps off the flank's ends, so both flanks carry it at one place along the car
      // (the Dominus flanks are widest at different ends: the largest boxes put the right one's
      // hero at the tail, over the red bar of a Canadian flag)
      const L = g.frame.length;
      const ends = [
        { x: -20, y: -20, w: L * 0.2 + 20, h: g.frame.width + 40 },
        { x: L * 0.8, y: -20, w: L * 0.2 + 20, h: g.frame.width + 40 },
      ];
      const middle = rear.length ? null : largestBox(g, aspect, 0.5, MIN_HERO, [...avoid, ...ends], HERO_INSIDE);
      // (unless that costs it much of its size: the Octane's flank is widest in its middle)
      const near = front ?? middle;
      const box = near && full && near.w >= full.w * 0.85 ? near : full;
      if (!box) continue;
      take(g, box);
      const hero = motifItem(g, sideHero, box, 'hero');
      // (standing on its trail, it is cut out of it by a border of the base's paint: in the
      // trail's colour it "fused into the swoosh", "a comb or ladder", "half dissolved")
      items.push(trailed ? { ...hero, halo: true } : hero);
      if (trailed) trails.push(trailOf(g, hero, trailColor));
    }
    // a second subject stands beside it on each flank, towards the tail (on the top alone it
    // was missing from most of the car: "hardly any bats, none on the Dominus")
    if (secondHero && !secondHero.pinned) {
      for (const g of flanks) {
        const avoid = [...(taken.get(g.region.id) ?? []), ...offMainBand(g)];
        const box = largestBox(g, heroAspect(g, secondHero, 1.1), 0.8, MIN_HERO * 0.7, avoid, HERO_INSIDE);
        if (!box) continue;
        take(g, box);
        items.push(motifItem(g, secondHero, box, 'hero'));
      }
    }
  }
  const usedTop = new Set<string>();
  if (topHero && (!text || topHero !== sideHero || flanks.length === 0)) {
    // one hero on the top: on the top panel where it can be largest (not a stamp on every panel)
    const options = tops
      .map((g) => ({
        g,
        box: largestBox(g, heroAspect(g, topHero, 0), g === tops[0] ? 0.3 : 0.5, MIN_HERO, taken.get(g.region.id), HERO_INSIDE),
      }))
      .filter((o): o is { g: RegionGeometry; box: LocalBox } => o.box !== null)
      // the largest top panel (the hood or the whole spine) wins unless another holds a much larger box
      .sort((a, b) => extent(b.box) * (b.g === tops[0] ? 1.3 : 1) - extent(a.box) * (a.g === tops[0] ? 1.3 : 1));
    const best = options[0];
    if (best) {
      take(best.g, best.box);
      items.push(motifItem(best.g, topHero, best.box, 'hero'));
      usedTop.add(best.g.region.id);
    }
  }
  // a hero that found no room on the flanks (text took them) goes on the second top region
  if (sideHero && text && topHero === sideHero) {
    for (const g of tops) {
      const box = largestBox(g, heroAspect(g, sideHero, 0), 0.7, MIN_HERO, taken.get(g.region.id));
      if (!box) continue;
      take(g, box);
      items.push(motifItem(g, sideHero, box, 'hero'));
      usedTop.add(g.region.id);
      break;
    }
  }
  // a second subject on another top panel where it can be large, else on the underside
  let secondPlaced = false;
  if (secondHero) {
    const options = tops
      .filter((g) => !usedTop.has(g.region.id))
      .map((g) => ({ g, box: largestBox(g, heroAspect(g, secondHero, 0), 0.5, MIN_HERO, taken.get(g.region.id), HERO_INSIDE) }))
      .filter((o): o is { g: RegionGeometry; box: LocalBox } => o.box !== null && extent(o.box) >= MIN_HERO * 1.6)
      .sort((a, b) => extent(b.box) - extent(a.box));
    const best = options[0];
    if (best) {
      take(best.g, best.box);
      items.push(motifItem(best.g, secondHero, best.box, 'hero'));
      secondPlaced = true;
    }
  }

  // the underside is a large panel of the sheet: it carries the hero too, or the second subject
  const under = regions.find((g) => g.region.kind === 'underside');
  // (a subject the player put on the top — "a small red rose on the hood" — stays there)
  const underHero = secondHero && !secondPlaced ? secondHero : (sideHero ?? (topHero?.pinned ? null : topHero));
  if (under && underHero) {
    const box = largestBox(under, heroAspect(under, underHero, 0), 0.5, MIN_HERO, taken.get(under.region.id), HERO_INSIDE);
    // a small underside would only add one more stamp on a scrap of the sheet
    if (box && bigEnough(box)) {
      take(under, box);
      items.push(motifItem(under, underHero, box, 'hero'));
    }
  }
  // a large back panel (the Fennec's tail) carries the hero too, as a badge on the boot lid
  for (const g of regions.filter((r) => r.region.kind === 'back')) {
    if (!underHero) break;
    const box = largestBox(g, heroAspect(g, underHero, 0), 0.5, MIN_HERO, taken.get(g.region.id), HERO_INSIDE);
    if (!box || !bigEnough(box)) continue;
    take(g, box);
    items.push(motifItem(g, underHero, box, 'hero'));
  }
  // scattered copies keep off the trails
  for (const t of trails) {
    const g = regions.find((r) => r.region.id === t.regionId);
    if (g) take(g, { x: t.x0, y: t.cy - t.r * 0.75, w: t.x1 - t.x0, h: t.r * 1.5 });
  }
  // scattered copies: rows along each island of a region, nose → tail, evenly spaced and
  // shrinking a little towards the tail, off the heroes, text and bands (a jittered grid of
  // copies at random sizes read to blind reviewers as "random confetti", "scattered without
  // rhythm"); two subjects alternate along the rows
  const scatters = scene.motifs.filter((m) => m.role === 'scatter');
  scatters.forEach((layer, k) => {
    // few, larger copies of one subject (a dense grid of small ones read as confetti)
    const unit = ((scatters.length > 1 ? 153 : 158) / Math.sqrt(0.4 + scene.style.density)) * scene.style.scale;
    for (const g of regions) {
      const rng = createJitteredRng(
        mixSeeds(scene.layout.seed, hashString(g.region.kind), k),
        mixSeeds(scene.layout.jitter.seed, k),
        scene.layout.jitter.amount,
      );
      const used = taken.get(g.region.id) ?? [];
      const band = bandOnTop.get(g.region.id);
      for (const [y0, y1] of g.bands) {
        const h = y1 - y0;
        const size = Math.min(unit * 0.66, h * 0.7);
        // a strip too thin for a copy that reads carries none (rows of tiny ones along the
        // Dominus's strips were "stickers even on tiny strips")
        if (size < 72) continue;
        // a tall island takes two rows, their copies staggered by half a step
        const rows = h >= size * 3.2 ? [y0 + h * 0.27, y0 + h * 0.73] : [y0 + h / 2];
        const step = size * (scatters.length > 1 ? 1.5 : 1.75);
        const phase = rng.range(0.1, 0.4) * step;
        rows.forEach((cy, r) => {
          for (let x = phase + ((r + k) % 2) * step * 0.5; x < g.frame.length; x += step) {
            const t = Math.min(1, Math.max(0, x / Math.max(1, g.frame.length)));
            const s = size * (1.08 - 0.36 * t);
            const box = { x, y: cy - s / 2, w: s, h: s };
            if (!boxInside(g, box, 1) || !boxOnIsland(g, box)) continue;
            if (used.some((o) => overlaps(o, box))) continue;
            if (band && overlaps(band, box)) continue;
            items.push(motifItem(g, layer, box, 'scatter'));
          }
        });
      }
    }
  });
  return { body, regions, items, trails };
}

/** The trail of a flank hero, from its badge to past the tail. */
function trailOf(g: RegionGeometry, hero: PlacedMotif, color: Hex = hero.color): PlacedTrail {
  return {
    regionId: g.region.id,
    x0: hero.box.x + hero.box.w / 2,
    x1: g.frame.length + 20,
    cy: hero.box.y + hero.box.h / 2,
    r: hero.fit / 2,
    color,
    outline: color === hero.color ? hero.outline : outlineFor(color),
  };
}

/**
 * Off the sides a flag stands upright in each island (`paint/flag.ts`, vertical bands from the
 * island's left edge), and on a flank its bands run over the main panel: a flag's emblem keeps
 * to its centre band there, as the maple leaf sits in Canada's white square (over the bands it
 * read as "the leaf spills into the red bars"). Local boxes over the outer bands.
 */
function outsideFlagCentre(scene: Scene, g: RegionGeometry): LocalBox[] {
  const flag = scene.base.kind === 'flag' ? FLAGS.find((f) => f.id === scene.base.flag) : undefined;
  if (!flag?.emblem || flag.layout !== 'vbands') return [];
  const weights = flag.weights ?? flag.colors.map(() => 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const mid = (weights.length - 1) >> 1;
  const a0 = weights.slice(0, mid).reduce((a, b) => a + b, 0) / total;
  const a1 = a0 + weights[mid] / total;
  if (g.region.kind === 'side') {
    // on a flank the bands run over its main panel from end to end (paint-scene)
    const [, x0, x1] = mainIsland(g);
    const w = x1 - x0;
    const rows = { y: -20, h: g.frame.width + 40 };
    return [
      { x: x0 - 40, w: w * a0 + w * 0.02 + 40, ...rows },
      { x: x0 + w * a1 - w * 0.02, w: w * (1 - a1) + w * 0.02 + 40, ...rows },
    ];
  }
  const boxOf = (x0: number, y0: number, x1: number, y1: number): LocalBox => {
    const pts = [textureToLocal(g.frame, x0, y0), textureToLocal(g.frame, x1, y1)];
    const [lx0, lx1] = [Math.min(pts[0][0], pts[1][0]), Math.max(pts[0][0], pts[1][0])];
    const [ly0, ly1] = [Math.min(pts[0][1], pts[1][1]), Math.max(pts[0][1], pts[1][1])];
    return { x: lx0, y: ly0, w: lx1 - lx0, h: ly1 - ly0 };
  };
  return g.region.polygons.flatMap((poly) => {
    const b = boundsOf([poly]);
    const w = b.maxX - b.minX;
    const pad = w * 0.02;
    return [
      boxOf(b.minX - 20, b.minY - 20, b.minX + w * a0 + pad, b.maxY + 20),
      boxOf(b.minX + w * a1 - pad, b.minY - 20, b.maxX + 20, b.maxY + 20),
    ];
  });
}

/**
 * Boxes over the rows of a flank outside its main band (its tallest run of rows): the hero
 * stands on the flank's main panel, not on a small piece beside it (on the Dominus one side's
 * hero went on the fender piece: "one tiny emblem on one side and nothing on the other").
 */
function offMainBand(g: RegionGeometry): LocalBox[] {
  const [y0, y1] = g.bands.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
  const wide = g.frame.length + 40;
  return [
    { x: -20, y: -20, w: wide, h: y0 + 20 - 8 },
    { x: -20, y: y1 + 8, w: wide, h: g.frame.width - y1 + 20 },
  ].filter((b) => b.h > 0);
}

function outlineFor(color: Hex): Hex {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#0b0b0d' : '#f4f4f4';
}
