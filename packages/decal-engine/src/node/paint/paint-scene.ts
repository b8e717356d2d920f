import type { Image } from '@napi-rs/canvas';
import { BACKGROUND_HEX, TEMPLATE_SIZE } from '../../constants';
import type { PlacedMotif, PlanItem, RenderPlan } from '../../compose/plan';
import { artRows, bandRows, mainIsland, mainRows, offMainIslands, type RegionGeometry } from '../../compose/region-geometry';
import type { Polygon } from '../../regions/types';
import { iconBounds } from '../../motifs/icon-library';
import { BAND_PATTERNS, PATTERN_UNIT, type PatternLayer, type Scene } from '../../scene/types';
import { FLAGS } from '../../scene/words/flags';
import { PATTERN_DEFAULT_COLORS } from '../../scene/words/patterns';
import type { Design, Finish, Hex, Palette } from '../../types';
import { adjustHex, luma, mixHex, rgba } from '../../util/color';
import { createJitteredRng, hashString, mixSeeds } from '../../util/rng';
import type { Ctx, MotifFrame } from '../draw/context';
import { applyFinish, finishGlow } from '../draw/finish';
import { clipToPolygons } from '../draw/helpers';
import { MOTIF_DRAWERS } from '../draw/motifs';
import { paintBase } from './base';
import { paintBandsAlongIslands, paintFlag } from './flag';
import { paintMotif, paintStripe, paintText } from './layers';
import { NEW_PATTERNS, PATTERN_RANK, type PatternFrame } from './patterns';
import { paintTrim } from './trim';
import { paintTrail } from './trail';

/** A carbon weave's own near-black (a carbon hood on a painted car). */
const CARBON_DARK: Hex = PATTERN_DEFAULT_COLORS.carbon?.[0] ?? '#1a1b1e';

/** The older pattern drawers take a design and a palette: built here from the scene. */
function legacyFrame(f: PatternFrame, scene: Scene, colors: Hex[]): MotifFrame {
  const palette: Palette = {
    base: f.base,
    primary: colors[0],
    secondary: colors[1] ?? adjustHex(colors[0], -0.15),
    // (not a grey lifted off black: in black flames it drew "grey streak artefacts")
    accent: colors[2] ?? colors[1] ?? (luma(colors[0]) < 0.06 ? colors[0] : adjustHex(colors[0], 0.2)),
  };
  const design: Design = {
    version: 1,
    prompt: scene.prompt,
    seed: scene.seed,
    motif: 'stripes',
    secondaryMotif: null,
    palette,
    paletteSource: 'explicit',
    density: scene.style.density,
    layout: {
      seed: scene.layout.seed,
      scale: scene.style.scale,
      offset: scene.style.variant[0],
      angle: (scene.style.variant[1] - 0.5) * 8,
      jitter: scene.layout.jitter,
    },
    style: { glow: f.glow, outline: false, grunge: 0, contrast: 0.6 },
    params: scene.style.variant,
    keywords: [],
  };
  return {
    ctx: f.ctx,
    L: f.L,
    W: f.W,
    kind: f.kind as MotifFrame['kind'],
    palette,
    design,
    rng: f.rng,
    unit: f.unit,
    glow: f.glow,
    texture: false,
    ...(colors.length > 3 ? { colors } : {}),
  };
}

/**
 * Patterns with gravity (drips hang, towers stand, lightning falls, a grid lies below its
 * horizon): off the sides they are laid upright in the texture, as text and motifs are there
 * (see textAxes in compose/plan.ts).
 */
const UPRIGHT_PATTERNS: ReadonlyMap<string, { yUp: boolean }> = new Map([
  ['drips', { yUp: false }],
  ['skyline', { yUp: false }],
  ['mountains', { yUp: false }],
  ['forest', { yUp: false }],
  ['lightning', { yUp: false }],
  // the perspective grid lies below its horizon, from local y = 0 up
  ['grid', { yUp: true }],
]);

/**
 * The region's bounding box as a frame with x → texture right and y → texture down, read as
 * a top; `yUp` turns y to run up the texture (the flags' bands count down from y = W).
 */
function uprightFrame(f: PatternFrame, g: RegionGeometry, s: number, yUp = false, polygons = g.region.polygons): PatternFrame {
  const [x0, y0, x1, y1] = boundsOf(polygons);
  if (yUp) f.ctx.setTransform(s, 0, 0, -s, x0 * s, y1 * s);
  else f.ctx.setTransform(s, 0, 0, s, x0 * s, y0 * s);
  const islands = polygons.map((poly): [number, number, number, number] => {
    const [a, b, c, d] = boundsOf([poly]);
    return yUp ? [a - x0, y1 - d, c - x0, y1 - b] : [a - x0, b - y0, c - x0, d - y0];
  });
  return { ...f, L: x1 - x0, W: y1 - y0, kind: 'top', span: [0, 1], islands };
}

function boundsOf(polygons: readonly Polygon[]): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const poly of polygons)
    for (const [x, y] of poly) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return [x0, y0, x1, y1];
}

/**
 * Prints with no direction on the car (spots, dots, camo, checks, stars) are laid out in the
 * texture itself on every region, sides included: on the car they look the same either way,
 * and laid along each island's own axis they turned from panel to panel on the flat sheet
 * ("the grid angle changes per panel", "wallpaper cut into panels").
 */
const TEXTURE_ALIGNED: ReadonlySet<string> = new Set([
  'leopard',
  'cowhide',
  'polka',
  'pixel-camo',
  'camo',
  'tartan',
  'hex',
  'checker',
  'stars',
  'galaxy',
  'splatter',
]);

function paintPattern(local: PatternFrame, scene: Scene, p: PatternLayer, g: RegionGeometry, s: number): void {
  // ("flames on the sides")
  if (p.zone === 'sides' && g.region.kind !== 'side') return;
  // ("a carbon fibre hood")
  if (p.zone === 'top' && g.region.kind !== 'top') return;
  // one half of a split car: its own flank, and its half of the top (as the split base is laid)
  if (p.half && g.region.kind === 'side' && g.region.side !== p.half) return;
  local.ctx.save();
  if (p.half && g.region.kind !== 'side') {
    local.ctx.beginPath();
    local.ctx.rect(-10, p.half === 'left' ? local.W / 2 : -10, local.L + 20, local.W / 2 + 10);
    local.ctx.clip();
  }
  const upright =
    p.zone === 'full' && TEXTURE_ALIGNED.has(p.id) ? { yUp: false } : g.region.kind !== 'side' ? UPRIGHT_PATTERNS.get(p.id) : undefined;
  const f = upright ? uprightFrame(local, g, s, upright.yUp) : local;
  const { ctx, L, W } = f;
  if (p.zone === 'lower' && f.kind === 'side') {
    // the lower part of each island of the sides (the Octane's main flank panel is the upper
    // of its two bands: a lower part of the whole frame left it bare, "flat blue with no water")
    ctx.beginPath();
    for (const [y0, y1] of f.bands ?? [[0, W]]) ctx.rect(-10, y0 - 10, L + 20, (y1 - y0) * 0.45 + 10);
    ctx.clip();
  } else if (p.zone === 'lower' && f.kind === 'top') {
    ctx.beginPath();
    ctx.rect(-10, -10, L * 0.3 + 10, W + 20);
    ctx.clip();
  }
  // a carbon hood on a painted car is the weave's own near-black, not a tone of the paint (a
  // red car's carbon hood came out a dark red weave)
  const frame = { ...f, colors: p.colors, ...(p.id === 'carbon' && p.zone === 'top' ? { base: CARBON_DARK } : {}) };
  const own = NEW_PATTERNS[p.id];
  if (own) own(frame);
  else MOTIF_DRAWERS[p.id as keyof typeof MOTIF_DRAWERS]?.(legacyFrame(frame, scene, p.colors));
  ctx.restore();
}

/** Paints into a frame of just the rows [y0, y1] of `f` (a side's main panel, its band's rows). */
function overRows(f: PatternFrame, [y0, y1]: readonly [number, number], paint: (rows: PatternFrame) => void): void {
  f.ctx.save();
  f.ctx.translate(0, y0);
  paint({ ...f, W: y1 - y0, bands: [[0, y1 - y0]] });
  f.ctx.restore();
}

/** Suns that set on a perspective grid's horizon rather than float over it. */
const SETTING_SUNS: ReadonlySet<string> = new Set(['game-icons:striped-sun', 'game-icons:sun']);

function isSettingSun(item: PlanItem): item is PlacedMotif {
  return item.kind === 'motif' && item.role === 'hero' && SETTING_SUNS.has(item.icon);
}

/** Share of a hero sun's height set below the horizon (most of its stripes still show). */
const SUN_SET = 0.3;

/** The horizon a region's hero sun sets on, as a point of it in canvas pixels. */
function sunHorizon(items: readonly PlanItem[] | undefined, s: number): readonly [number, number] | undefined {
  const sun = items?.find(isSettingSun);
  if (!sun) return undefined;
  // the view box's y runs down, against `up`; the shapes span iconBounds' y0..y1
  const [, y0, , y1] = iconBounds(sun.icon);
  const drop = (y1 - 0.5 - SUN_SET * (y1 - y0)) * sun.size;
  return [(sun.cx - sun.up[0] * drop) * s, (sun.cy - sun.up[1] * drop) * s];
}

/** Clips to the half of the canvas above a horizon through `at` ("above" along `up`), in canvas pixels. */
function clipAbove(ctx: Ctx, at: readonly [number, number], up: readonly [number, number]): void {
  const far = 1e5;
  const [px, py] = [-up[1], up[0]];
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.moveTo(at[0] - px * far, at[1] - py * far);
  ctx.lineTo(at[0] + px * far, at[1] + py * far);
  ctx.lineTo(at[0] + px * far + up[0] * far, at[1] + py * far + up[1] * far);
  ctx.lineTo(at[0] - px * far + up[0] * far, at[1] - py * far + up[1] * far);
  ctx.closePath();
  ctx.clip();
}

/** A plan's items (or trails) grouped by the region they are painted in. */
function byRegion<T extends { regionId: string }>(list: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const group = map.get(item.regionId);
    if (group) group.push(item);
    else map.set(item.regionId, [item]);
  }
  return map;
}

/**
 * Paints a planned scene region by region, under one clip per region: base, patterns,
 * stripes and trim in the region's local frame, then its placed motifs and text in texture
 * space, then the finish.
 */
export function paintScene(ctx: Ctx, size: number, plan: RenderPlan, scene: Scene, finish: Finish, heroImage: Image | null = null): void {
  const s = size / TEMPLATE_SIZE;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = BACKGROUND_HEX;
  ctx.fillRect(0, 0, size, size);
  const glow = finishGlow(finish, scene.style.glow);
  const unit = PATTERN_UNIT * scene.style.scale;
  const patterns = [...scene.patterns].sort((a, b) => (PATTERN_RANK[a.id] ?? 2) - (PATTERN_RANK[b.id] ?? 2));
  // a flag of plain horizontal bands (no emblem) lays them along each flank island (flag.ts)
  const flagDef = scene.base.kind === 'flag' ? FLAGS.find((x) => x.id === scene.base.flag) : undefined;
  const bandFlag = flagDef?.layout === 'hbands' && !flagDef.emblem ? flagDef : undefined;
  // a flag of vertical bands lays them over each flank's main panel, end to end (flag.ts)
  const vbandFlag = flagDef?.layout === 'vbands' ? flagDef : undefined;
  const itemsByRegion = byRegion(plan.items);
  const hasGrid = scene.patterns.some((p) => p.id === 'grid');
  const trailsByRegion = byRegion(plan.trails);
  for (const g of plan.regions) {
    const { region, frame } = g;
    const rng = createJitteredRng(
      mixSeeds(scene.layout.seed, hashString(region.kind)),
      mixSeeds(scene.layout.jitter.seed, hashString(region.kind)),
      scene.layout.jitter.amount,
    );
    const [a, b, c, d, e, f0] = frame.matrix;
    ctx.save();
    clipToPolygons(ctx, g.region.polygons, s);
    ctx.setTransform(a * s, b * s, c * s, d * s, e * s, f0 * s);
    const pf: PatternFrame = {
      ctx,
      L: frame.length,
      W: frame.width,
      kind: region.kind,
      colors: [],
      base: scene.base.colors[0],
      rng,
      unit,
      density: scene.style.density,
      glow,
      span: g.span,
      seed: scene.layout.seed,
      bands: g.bands,
      ...(hasGrid ? { horizonAt: sunHorizon(itemsByRegion.get(region.id), s) } : {}),
    };
    // on the sides the art (patterns, stripes, trims, a flag's bands) is laid out over the rows
    // the panel really covers: a side frame that runs past its panel (the Dominus strips cover
    // 104–248 of 278) put the lower zone, the beltline and a flag's third band into empty rows
    const [lo, hi] = artRows(g);
    const narrow = hi - lo < pf.W;
    const af: PatternFrame = narrow ? { ...pf, W: hi - lo, bands: pf.bands?.map(([y0, y1]) => [y0 - lo, y1 - lo] as const) } : pf;
    // a flag on a side is laid over the rows of its main panel, the largest island (the two
    // Fennec flanks differ by a sill piece: laid over all their rows one took the whole flag and
    // the other its simplified sliver, "the two Fennec flanks don't match")
    const main = mainRows(g);
    if (bandFlag && region.kind === 'side') paintBandsAlongIslands(ctx, frame, region.polygons, bandFlag);
    else if (scene.base.kind === 'flag' && region.kind === 'side' && main[1] - main[0] < pf.W * 0.85) {
      // (the whole frame first, so islands in the stray rows are painted too)
      paintBase(pf, scene.base, region.side);
      overRows(pf, main, (f) => paintBase(f, scene.base, region.side));
    } else if (scene.base.kind === 'flag' && region.kind !== 'side') {
      // off the sides a whole flag stands upright in each panel (hoist on the left, top band
      // up), one per island of the region, each clipped to its island
      // (one flag over a region's whole bounding box left its main panel a single band: the
      // Fennec hood came out all gold)
      for (const group of g.region.polygons.map((p) => [p])) {
        ctx.save();
        clipToPolygons(ctx, group, s);
        paintBase(uprightFrame(pf, g, s, true, group), scene.base, region.side);
        ctx.restore();
      }
    } else paintBase(pf, scene.base, region.side);
    // a two-tone car's lower body: the lower share of each flank island, as a flag's bottom band
    if (scene.base.lower && region.kind === 'side')
      paintBandsAlongIslands(ctx, frame, region.polygons, { colors: [null, scene.base.lower], weights: [0.55, 0.45] });
    if (vbandFlag && region.kind === 'side') {
      const [panel, x0, x1] = mainIsland(g);
      ctx.save();
      clipToPolygons(ctx, [panel], s);
      ctx.setTransform(a * s, b * s, c * s, d * s, e * s, f0 * s);
      // (the flag's own bands, laid from the panel's nose end to its tail end, not the car's:
      // along the car the Octane's door, which stops short of the tail, was "mostly white with
      // a red cap")
      paintFlag(pf, vbandFlag, (t) => x0 + t * (x1 - x0));
      ctx.restore();
    }
    if (scene.base.material === 'carbon') MOTIF_DRAWERS.carbon(legacyFrame(pf, scene, scene.base.colors));
    // (a full pattern still covers the whole frame, stray rows included)
    for (const p of patterns) if (p.zone === 'full' && !BAND_PATTERNS.has(p.id)) paintPattern(pf, scene, p, g, s);
    // a band (a rope, a keyboard) runs along the rows `bandRows` gives on a side
    if (region.kind === 'side') {
      overRows(pf, bandRows(g), (f) => {
        for (const p of patterns) if (BAND_PATTERNS.has(p.id)) paintPattern(f, scene, p, g, s);
      });
    } else for (const p of patterns) if (BAND_PATTERNS.has(p.id)) paintPattern(pf, scene, p, g, s);
    ctx.save();
    if (narrow) ctx.translate(0, lo);
    for (const p of patterns) if (p.zone !== 'full') paintPattern(af, scene, p, g, s);
    // stripes and trims run over the underside as over the top: on the sheet it is the largest panel
    const asTop = region.kind === 'underside' ? { ...af, kind: 'top' } : af;
    // the hero's own panel off the sides stands on plain paint: its livery band and lines ran
    // behind every badge ("an emblem plus a pair of parallel racing stripes" on every design);
    // accents the player named keep their lines there (`bold`)
    const heroHere = region.kind !== 'side' && (itemsByRegion.get(region.id) ?? []).some((i) => i.kind === 'motif' && i.role === 'hero');
    // (on a flank the hero's trail is the livery graphic: the band beside it made "parallel lines")
    const trailHere = trailsByRegion.has(region.id);
    // (its islands off the main panel keep the livery's lines: bare, the Octane's wheel-arch
    // pieces were "blank purple", "plain black")
    const rest = trailHere ? offMainIslands(g) : [];
    // (a stripe over a metal is candy paint on it)
    const metal = scene.base.kind === 'material' && (scene.base.material === 'brushed' || scene.base.material === 'chrome');
    for (const stripe of scene.stripes) {
      if (!((heroHere || trailHere) && stripe.kind === 'swoosh' && !stripe.bold)) paintStripe(asTop, stripe, metal);
      else if (rest.length) {
        ctx.save();
        clipToPolygons(ctx, rest, s);
        ctx.setTransform(a * s, b * s, c * s, d * s, e * s, f0 * s);
        if (narrow) ctx.translate(0, lo);
        paintStripe(asTop, stripe, metal);
        ctx.restore();
      }
    }
    if (scene.style.grunge > 0 && region.kind !== 'underside') {
      ctx.fillStyle = rgba(mixHex(scene.base.colors[0], '#000000', 0.5), 0.5);
      ctx.beginPath();
      const n = Math.round(((af.L * af.W) / (unit * unit)) * 30 * scene.style.grunge);
      for (let i = 0; i < n; i++) {
        const x = rng.range(0, af.L);
        const y = rng.range(0, af.W);
        const r = rng.range(0.8, 3.5);
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, Math.PI * 2);
      }
      ctx.fill();
    }
    // (accents on a livery are its accent lines)
    const accentLines = scene.trim?.kind === 'accent' && scene.stripes.some((x) => x.kind === 'swoosh');
    if (scene.trim && !accentLines && (region.kind === 'side' || asTop.kind === 'top')) {
      // trim: coach lines along the long edges of every island (an outline round every island
      // read to two blind reviewers as lines along every seam, not trim)
      paintTrim(
        ctx,
        frame,
        region.polygons,
        region.kind === 'side' ? 'side' : 'top',
        narrow ? lo : 0,
        scene.trim.color,
        scene.base.colors[0],
        scene.style.density < 0.35,
      );
    }
    ctx.restore();
    // one stripe the player put on the sides: a band along the middle of each flank island, as
    // a flag's middle band (in the frame's rows it was a sliver at the Octane's panel edges)
    if (region.kind === 'side')
      for (const stripe of scene.stripes)
        if (stripe.kind === 'sponsor' && stripe.count === 1)
          paintBandsAlongIslands(ctx, frame, region.polygons, { colors: [null, stripe.color, null], weights: [0.4, 0.2, 0.4] });
    // a flank hero's trail, under the hero (in the region's local frame)
    for (const t of trailsByRegion.get(region.id) ?? []) paintTrail(ctx, t);
    // this region's placed motifs and text, then the finish, under the same clip (building
    // a region's anti-aliased clip mask is one of the costliest steps of a render)
    for (const item of itemsByRegion.get(region.id) ?? []) {
      ctx.save();
      // a hero sun sets behind the grid's horizon
      if (pf.horizonAt && isSettingSun(item)) clipAbove(ctx, pf.horizonAt, item.up);
      if (item.kind === 'motif') paintMotif(ctx, s, item, scene, heroImage);
      else paintText(ctx, s, item);
      ctx.restore();
    }
    if (finish !== 'matte') {
      ctx.setTransform(a * s, b * s, c * s, d * s, e * s, f0 * s);
      const palette: Palette = { base: scene.base.colors[0], primary: scene.accent, secondary: scene.accent, accent: scene.accent };
      applyFinish(
        {
          ...legacyFrame(pf, scene, [scene.accent]),
          palette,
          rng: createJitteredRng(mixSeeds(scene.layout.seed, 77, hashString(region.kind)), 0, 0),
        },
        finish,
      );
    }
    ctx.restore();
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
