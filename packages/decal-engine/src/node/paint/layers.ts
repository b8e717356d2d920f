import { createCanvas, GlobalFonts, Path2D, type Canvas, type Image } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import type { PlacedMotif, PlacedText } from '../../compose/plan';
import { iconData } from '../../motifs/icon-library';
import { BLACK, liveryTone, WHITE } from '../../scene/contrast';
import type { Scene, StripeLayer } from '../../scene/types';
import { GOLD_HEXES, METALLIC_HEXES } from '../../scene/words/colors';
import type { Hex } from '../../types';
import { adjustHex, hexToHsl, luma, mixHex, rgba } from '../../util/color';
import type { Ctx } from '../draw/context';
import { polyPath, type Pt } from '../draw/helpers';
import type { PatternFrame } from './patterns';

/**
 * A stripe painted on a metal (brushed, chrome): candy paint over the metal, light along its
 * centre and deeper at its edges, with the metal's brushed lines showing through (a flat
 * stripe on brushed aluminium "doesn't match the metal texture" to a blind reviewer).
 */
function metalStripe(f: PatternFrame, color: Hex, y: number, w: number): void {
  const { ctx, L, rng } = f;
  const g = ctx.createLinearGradient(0, y, 0, y + w);
  g.addColorStop(0, rgba(adjustHex(color, -0.25), 0.7));
  g.addColorStop(0.42, rgba(adjustHex(color, 0.18), 0.55));
  g.addColorStop(0.58, rgba(adjustHex(color, 0.1), 0.4));
  g.addColorStop(1, rgba(adjustHex(color, -0.3), 0.75));
  ctx.fillStyle = g;
  ctx.fillRect(-10, y, L + 20, w);
  // the brushed lines, along the car as the metal's run
  ctx.fillStyle = rgba('#ffffff', 0.12);
  ctx.beginPath();
  for (let ly = y + 1; ly < y + w - 1; ly += rng.range(2, 5)) ctx.rect(-10, ly, L + 20, rng.range(0.6, 1.4));
  ctx.fill();
}

/** Stripes in a region's local frame: racing stripes over the top, sponsor bands and pinstripes along the sides. */
export function paintStripe(f: PatternFrame, stripe: StripeLayer, metal = false): void {
  const { ctx, L, W } = f;
  ctx.fillStyle = stripe.color;
  if (stripe.kind === 'racing') {
    if (f.kind !== 'top' && f.kind !== 'back') return;
    // one width for every panel (not a share of each panel), so the stripe runs on unbroken;
    // twins narrower, as Le Mans stripes are (at a single stripe's width a pair covered a
    // narrow hood, "white with black pinstripes" to a blind reviewer)
    const w = stripe.count > 1 ? Math.min(W * 0.17, 100) : Math.min(W * 0.3, 130);
    const gap = w * (stripe.count > 1 ? 0.4 : 0.3);
    const total = stripe.count * w + (stripe.count - 1) * gap;
    const pin = Math.max(5, w * 0.06);
    for (let k = 0; k < stripe.count; k++) {
      const y = W / 2 - total / 2 + k * (w + gap);
      const color = k % 2 && stripe.second ? stripe.second : stripe.color;
      ctx.fillStyle = color;
      ctx.fillRect(-10, y, L + 20, w);
      if (metal) metalStripe(f, color, y, w);
      // twin stripes get a pinstripe in their colour just off each edge, as stripes are
      // painted on cars (beside a single stripe they read as "almost a triple stripe", unless
      // the pinstripes are in a second colour the player named)
      const twin = stripe.count > 1;
      const edge = twin ? color : stripe.second;
      if (!edge) continue;
      ctx.fillStyle = edge;
      const h = pin * (twin ? 1 : 1.6);
      ctx.fillRect(-10, y - pin * 2.6, L + 20, h);
      ctx.fillRect(-10, y + w + pin * 1.6, L + 20, h);
    }
    return;
  }
  if (stripe.kind === 'pinstripe') {
    const line = Math.max(7, f.unit * 0.075);
    if (stripe.count > 1) {
      const step = Math.max(28, f.unit * 0.45);
      // one fill per colour: a draw under a region's anti-aliased clip costs its setup each time
      for (const [color, odd] of stripe.second
        ? ([
            [stripe.color, 0],
            [stripe.second, 1],
          ] as const)
        : ([[stripe.color, -1]] as const)) {
        ctx.fillStyle = color;
        ctx.beginPath();
        for (let y = step / 2, k = 0; y < W; y += step, k++) if (odd < 0 || k % 2 === odd) ctx.rect(-10, y, L + 20, line);
        ctx.fill();
      }
    } else if (f.kind === 'side') {
      ctx.fillRect(-10, W * 0.58, L + 20, line);
    } else if (f.kind === 'top') {
      ctx.fillRect(-10, W * 0.12, L + 20, line);
      ctx.fillRect(-10, W * 0.88 - line, L + 20, line);
    }
    return;
  }
  if (stripe.kind === 'swoosh') {
    paintSweep(f, stripe.color, stripe.tone, stripe.bold ? 1.6 : 1);
    return;
  }
  // sponsor-style bands: two bold bands low on the sides with a slanted front, tapering back
  // (one, a stripe the player put on the sides, is laid along each flank island by paint-scene)
  if ((f.kind !== 'side' && f.kind !== 'top') || stripe.count === 1) return;
  const h = Math.min(W * 0.16, 90);
  const rows = f.kind === 'side' ? [W * 0.18, W * 0.18 + h * 1.35] : [W * 0.08, W * 0.92 - h];
  // the second band is a thinner one in the same colour (a tint of it reads as a colour nobody named)
  rows.forEach((y, k) => {
    const bh = k === 0 ? h : h * 0.45;
    ctx.fillStyle = k === 1 && stripe.second ? stripe.second : stripe.color;
    ctx.beginPath();
    ctx.moveTo(L * 0.04 + bh, y);
    ctx.lineTo(L + 10, y + bh * 0.25);
    ctx.lineTo(L + 10, y + bh * 0.75);
    ctx.lineTo(L * 0.04, y + bh);
    ctx.closePath();
    ctx.fill();
  });
}

/**
 * The livery a hero design sits on: a two-tone body in a tone of the base (so it adds no
 * colour nobody named), its edges carrying bold stripes in the accent colour. Every edge runs
 * along the car at a fixed height, so the shapes line up from panel to panel, on the car and
 * on the flat sheet (kick-ups and diagonal splits, cut into panels, read to blind reviewers as
 * "random diagonal slashes that don't line up across panels"). The layout seed picks the
 * shape: a lower body in the tone, an upper body in the tone, or a band along the flank that
 * runs on over the top as a centre stripe. Local frame: x nose → tail, y sill → roof line on
 * the sides.
 */
function paintSweep(f: PatternFrame, color: Hex, toneOf?: Hex, weight = 1): void {
  const { ctx, L, W } = f;
  const line = Math.max(8, f.unit * 0.09);
  const tone = toneOf ?? liveryTone(f.base);
  const style = (f.seed >>> 3) % 3;
  if (f.kind === 'side') {
    // the tone fills between two heights; each inner edge carries a stripe on the tone's side
    const [lo, hi] = style === 0 ? [-10, W * 0.36] : style === 1 ? [W * 0.64, W + 10] : [W * 0.3, W * 0.6];
    ctx.fillStyle = tone;
    ctx.fillRect(-10, lo, L + 20, hi - lo);
    // bold at the nose, a little thinner towards the tail: it runs the length of the car
    const band = Math.max(24, W * 0.075) * weight;
    const gap = band * 0.3;
    ctx.fillStyle = color;
    const step = Math.max(8, L / 24);
    const stripe = (edge: number, dir: 1 | -1): void => {
      ctx.beginPath();
      ctx.moveTo(-10, edge - dir * gap);
      for (let x = -10; x <= L + 10; x += step) ctx.lineTo(x, edge - dir * (gap + band * (1 - 0.3 * clamp01(x / L))));
      ctx.lineTo(L + 10, edge - dir * gap);
      ctx.closePath();
      ctx.fill();
    };
    if (lo > 0) stripe(lo, -1);
    if (hi < W) stripe(hi, 1);
  } else if (f.kind === 'top') {
    // over the top: outer bands along both edges, a wide centre panel, or a centre stripe
    const bands: Array<[number, number]> =
      style === 0
        ? [
            [-10, W * 0.16],
            [W * 0.84, W + 10],
          ]
        : style === 1
          ? [[W * 0.24, W * 0.76]]
          : [[W * 0.38, W * 0.62]];
    for (const [y0, y1] of bands) {
      ctx.fillStyle = tone;
      ctx.fillRect(-10, y0, L + 20, y1 - y0);
      ctx.fillStyle = color;
      const w = (style === 2 ? line : Math.max(20, W * 0.045)) * weight;
      if (y0 > 0) ctx.fillRect(-10, y0 - w * 1.5, L + 20, w);
      if (y1 < W) ctx.fillRect(-10, y1 + w * 0.5, L + 20, w);
    }
  }
}

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

const paths = new Map<string, { path: Path2D; size: number } | null>();

function iconPath(ref: string): { path: Path2D; size: number } | null {
  if (!paths.has(ref)) {
    const data = iconData(ref);
    paths.set(ref, data ? { path: new Path2D(data.path), size: data.size } : null);
  }
  return paths.get(ref) ?? null;
}

function setFrame(
  ctx: Ctx,
  s: number,
  item: { cx: number; cy: number; right: readonly [number, number]; up: readonly [number, number] },
): void {
  // local x → `right`, local y (down in drawing terms) → −`up`
  ctx.setTransform(item.right[0] * s, item.right[1] * s, -item.up[0] * s, -item.up[1] * s, item.cx * s, item.cy * s);
}

/** A motif silhouette: soft shadow, contrasting outline, fill; or the external hero image. */
export function paintMotif(ctx: Ctx, s: number, item: PlacedMotif, scene: Scene, heroImage: Image | null): void {
  setFrame(ctx, s, item);
  const size = item.size * (item.role === 'hero' ? 0.98 : 1);
  if (heroImage && item.role === 'hero') {
    // (at the box's centre and its square: a motif's own size and centre fit its shapes)
    setFrame(ctx, s, { ...item, cx: item.centre[0], cy: item.centre[1] });
    const k = (item.fit * 0.98) / Math.max(heroImage.width, heroImage.height);
    ctx.drawImage(heroImage, (-heroImage.width * k) / 2, (-heroImage.height * k) / 2, heroImage.width * k, heroImage.height * k);
    return;
  }
  const icon = iconPath(item.icon);
  if (!icon) return;
  // every motif is blitted from a raster cached per look and pixel size: a detailed path filled,
  // stroked and shadowed per copy costs far more than an image draw, and a hero's raster is
  // reused by every render of the same subject on the same body
  const hero = item.role === 'hero';
  const glow = scene.style.glow > 0.5;
  const px = Math.max(8, Math.ceil((size * s) / 4) * 4);
  const pad = (hero ? Math.ceil(px * 0.1) : 2) + (glow ? Math.ceil(px * 0.12) : 0);
  const look: SpriteLook = {
    color: item.color,
    fade: item.fade ?? null,
    outline: hero ? item.outline : null,
    shadow: hero ? rgba(adjustHex(scene.base.colors[0], -0.25), 0.55) : null,
    // a hero over a pattern stands in a border of the base's paint, as a sticker is cut with a
    // margin (a biohazard over hazard stripes "gets lost in the background")
    halo: hero && (scene.patterns.length > 0 || item.halo) && !item.fade ? scene.base.colors[0] : null,
    glow,
    backing: backingOf(item.icon, item.color),
    skin: item.skin ?? null,
    // blocks of one size in the texture: small copies in fewer of them (in sixteen, whatever
    // their size, the small hearts of "pixel art hearts" read as "smooth vector")
    pixel: scene.style.pixel === true ? Math.max(6, Math.min(PIXELS, Math.round(size / PIXEL_SIZE))) : 0,
  };
  const img = spriteOf(item.icon, icon, look, px, pad);
  const scale = size / px;
  ctx.drawImage(img, (-px / 2 - pad) * scale, (-px / 2 - pad) * scale, (px + pad * 2) * scale, (px + pad * 2) * scale);
}

/**
 * Symbols drawn as one tone with holes where their other tone belongs, backed by an ellipse
 * (centre and radii as shares of the icon's size) so the holes show that tone, not the base:
 * a yin yang's and a football's other half in the opposite tone (with the base through them
 * they read as see-through), or a shade of the symbol's own colour.
 */
type Backing = ({ ellipse: readonly [number, number, number, number] } | { poly: readonly Pt[] }) & {
  /** A part of the silhouette painted over in the backing's tone. */
  cover?: readonly Pt[];
  /** Painted again over the outline's strokes, the silhouette's own parts in it filled again (teeth stand clean in a throat). */
  clean?: boolean;
};
const BACKINGS: ReadonlyMap<string, Backing & { tone: 'opposite' | 'shade' | Hex }> = new Map<
  string,
  Backing & { tone: 'opposite' | 'shade' | Hex }
>([
  // 0.447 = the round icons' circle radius / size
  ['game-icons:yin-yang', { ellipse: [0.5, 0.5, 0.447, 0.447], tone: 'opposite' }],
  ['game-icons:soccer-ball', { ellipse: [0.5, 0.5, 0.447, 0.447], tone: 'opposite' }],
  // the howling wolf is cut out of its moon: filled dark it is a wolf before the moon (with the
  // base and its stars showing through, "a crude outlined head cut into the moon disc")
  ['game-icons:wolf-howl', { ellipse: [0.5, 0.484, 0.445, 0.44], tone: 'opposite' }],
  // an alien's eyes are dark, not holes onto the base
  ['shape:alien', { ellipse: [0.5, 0.49, 0.3, 0.13], tone: 'opposite' }],
  ['shape:smiley', { ellipse: [0.5, 0.56, 0.34, 0.3], tone: 'opposite' }],
  // a cat's eyes, nose and mouth (shares of our own cat's face)
  ['shape:cat-face', { ellipse: [0.5, 0.64, 0.25, 0.16], tone: 'opposite' }],
  // the pumpkin's ribs are separate shapes: with the base showing between them, turned on a
  // flank they read as "stacked discs", "burgers"; backed, the gaps are dark rib lines
  ['game-icons:pumpkin', { ellipse: [0.5, 0.605, 0.45, 0.3], tone: 'shade' }],
  // a shark's open mouth is a dark throat behind its teeth (with the base showing through,
  // a "goofy cartoon head rather than menacing jaws"); shares of our own great white's mouth
  [
    'shape:shark',
    {
      poly: [
        [0.715, 0.535],
        [0.985, 0.496],
        [0.938, 0.676],
      ],
      clean: true,
      tone: '#3a0508',
    },
  ],
  [
    'game-icons:shark-bite',
    {
      // (its opening curves in between the jaw tips, as the crop does: cut square, the throat
      // read as "the head cut off at the open mouth with a hard vertical edge")
      poly: [
        [0.18, 0.58],
        [0.55, 0.39],
        [0.57, 0.42],
        [0.52, 0.5],
        [0.5, 0.6],
        [0.52, 0.72],
        [0.6, 0.86],
        [0.45, 0.87],
        [0.3, 0.79],
        [0.21, 0.66],
      ],
      // over the silhouette: the end of the limb that hangs into the mouth (cut out, it left a
      // square notch in the jaws)
      cover: [
        [0.43, 0.5],
        [0.52, 0.47],
        [0.5, 0.6],
        [0.52, 0.68],
        [0.43, 0.68],
      ],
      tone: '#3a0508',
    },
  ],
]);

/**
 * Icons drawn with a part nobody asked for: only `keep` (a polygon in shares of the icon's
 * size) is drawn, moved by `shift` to stay centred. The set's shark-bite shark has a limb
 * hanging free beside its jaws, which reviewers read as "a tail floating beside the shark".
 */
const ICON_CROPS: ReadonlyMap<string, { keep: ReadonlyArray<readonly [number, number]>; shift: readonly [number, number] }> = new Map([
  [
    'game-icons:shark-bite',
    {
      // (the back of the head rounded off: the icon cuts it square, which read as "a head cut
      // off by a hard straight edge")
      keep: [
        [0.2, 0],
        [0.57, 0],
        [0.57, 0.42],
        [0.52, 0.5],
        [0.5, 0.6],
        [0.52, 0.72],
        [0.62, 0.86],
        [0.62, 1],
        [0.34, 1],
        [0.2, 0.95],
        [0.1, 0.87],
        [0.045, 0.76],
        [0.03, 0.62],
        [0.06, 0.49],
        [0.12, 0.4],
        [0.2, 0.33],
      ],
      shift: [0.19, 0],
    },
  ],
]);

/** A blossom branch's bark. */
const BARK: Hex = '#3b2418';

/** A black widow's mark where the player gave it no colour of its own. */
const WIDOW_RED: Hex = '#e0202a';

/** The full moon's maria [x, y, rx, ry] and crater rims [x, y, r], in shares of its disc's size. */
const MARIA: ReadonlyArray<readonly [number, number, number, number]> = [
  [0.38, 0.36, 0.14, 0.1],
  [0.58, 0.3, 0.1, 0.07],
  [0.62, 0.55, 0.15, 0.11],
  [0.4, 0.62, 0.09, 0.07],
];
const CRATERS: ReadonlyArray<readonly [number, number, number]> = [
  [0.3, 0.5, 0.035],
  [0.7, 0.38, 0.028],
  [0.52, 0.76, 0.04],
  [0.76, 0.66, 0.022],
  [0.46, 0.45, 0.02],
];

function backingOf(icon: string, color: Hex): SpriteLook['backing'] {
  const b = BACKINGS.get(icon);
  if (!b) return null;
  const shape: Backing = {
    ...('poly' in b ? { poly: b.poly } : { ellipse: b.ellipse }),
    ...(b.cover ? { cover: b.cover } : {}),
    ...(b.clean ? { clean: true } : {}),
  };
  if (b.tone === 'opposite') return { ...shape, color: luma(color) > 0.5 ? BLACK : WHITE, over: false };
  if (b.tone === 'shade') return { ...shape, color: adjustHex(color, -0.25), over: true };
  return { ...shape, color: b.tone, over: false };
}

interface SpriteLook {
  skin: PlacedMotif['skin'] | null;
  backing: (Backing & { color: Hex; over: boolean }) | null;
  color: Hex;
  fade: Hex | null;
  outline: Hex | null;
  shadow: string | null;
  halo: Hex | null;
  glow: boolean;
  /** Blocks across it when drawn as pixel art (SceneStyle.pixel); 0 for none. */
  pixel: number;
}

const sprites = new Map<string, Canvas>();

function spriteOf(ref: string, icon: { path: Path2D; size: number }, look: SpriteLook, px: number, pad: number): Canvas {
  const key = `${ref}|${look.color}|${look.fade ?? ''}|${look.outline ?? ''}|${look.shadow ?? ''}|${look.halo ?? ''}|${look.glow ? 1 : 0}|${look.backing?.color ?? ''}|${look.skin ?? ''}|${look.pixel}|${px}|${pad}`;
  let canvas = sprites.get(key);
  if (!canvas) {
    canvas = createCanvas(px + pad * 2, px + pad * 2);
    const c = canvas.getContext('2d');
    c.translate(pad, pad);
    const k = px / icon.size;
    c.scale(k, k);
    c.lineJoin = 'round';
    const crop = ICON_CROPS.get(ref);
    if (crop) {
      c.translate(crop.shift[0] * icon.size, crop.shift[1] * icon.size);
      c.beginPath();
      sharePath(c, crop.keep, icon.size);
      c.clip();
    }
    if (look.halo) {
      c.strokeStyle = look.halo;
      c.lineWidth = icon.size * 0.13;
      c.stroke(icon.path);
      c.fillStyle = look.halo;
      c.fill(icon.path);
    }
    if (look.shadow) {
      c.save();
      c.translate(icon.size * 0.025, icon.size * 0.03);
      c.fillStyle = look.shadow;
      c.fill(icon.path);
      c.restore();
    }
    const backing = (): void => {
      const b = look.backing;
      if (!b) return;
      c.fillStyle = b.color;
      c.beginPath();
      if ('poly' in b) sharePath(c, b.poly, icon.size);
      else {
        const [ex, ey, rx, ry] = b.ellipse.map((v) => v * icon.size);
        c.ellipse(ex, ey, rx, ry, 0, 0, Math.PI * 2);
      }
      c.fill();
    };
    // a backing in the symbol's own shade goes over the outline's inner strokes: the gaps are
    // then rib lines in that shade, not outline-coloured lines
    if (!look.backing?.over) backing();
    if (look.fade && look.outline) {
      // a creature of fire burns: a glowing aura of flame round its silhouette, hottest at
      // the top (the heraldic bird alone read as an eagle badge recoloured)
      c.save();
      const aura = c.createLinearGradient(0, 0, 0, icon.size);
      aura.addColorStop(0, '#ffd23f');
      aura.addColorStop(0.5, look.fade);
      aura.addColorStop(1, adjustHex(look.fade, -0.2));
      c.shadowColor = look.fade;
      c.shadowBlur = px * 0.05;
      c.strokeStyle = aura;
      c.lineWidth = icon.size * 0.12;
      c.stroke(icon.path);
      c.shadowBlur = 0;
      c.strokeStyle = '#ffe27a';
      c.lineWidth = icon.size * 0.05;
      c.stroke(icon.path);
      c.restore();
    } else if (look.outline) {
      c.strokeStyle = look.outline;
      c.lineWidth = icon.size * 0.045;
      c.stroke(icon.path);
    }
    if (look.backing?.over) backing();
    if (look.glow) {
      c.shadowColor = look.color;
      c.shadowBlur = px * 0.06;
    }
    if (look.fade) {
      const fire = c.createLinearGradient(0, icon.size * 0.1, 0, icon.size);
      fire.addColorStop(0, look.color);
      fire.addColorStop(0.45, look.color);
      fire.addColorStop(1, look.fade);
      c.fillStyle = fire;
    } else c.fillStyle = METALLIC_HEXES.has(look.color) ? metalShade(c, look.color, 0, icon.size) : look.color;
    c.fill(icon.path);
    if (look.backing?.clean && 'poly' in look.backing) {
      // (the outline's strokes round every tooth flooded a shark's mouth in the outline's tone)
      c.save();
      c.shadowBlur = 0;
      c.beginPath();
      sharePath(c, look.backing.poly, icon.size);
      c.clip();
      const fill = c.fillStyle;
      c.fillStyle = look.backing.color;
      c.fillRect(0, 0, icon.size, icon.size);
      c.fillStyle = fill;
      c.fill(icon.path);
      c.restore();
    }
    if (look.backing?.cover) {
      c.fillStyle = look.backing.color;
      c.beginPath();
      sharePath(c, look.backing.cover, icon.size);
      c.fill();
    }
    if (crop && look.outline && !look.fade) {
      // the cut edge takes the outline too, inside the silhouette only
      c.save();
      c.clip(icon.path);
      c.beginPath();
      sharePath(c, crop.keep, icon.size);
      c.shadowBlur = 0;
      c.strokeStyle = look.outline;
      c.lineWidth = icon.size * 0.045;
      c.stroke();
      c.restore();
    }
    if (look.skin === 'scales') scaleSkin(c, icon, look.color);
    if (look.skin === 'countershade') {
      // a shark's back a deep tone down to a wavy line along its flank, its belly the fill (a
      // dark shark's belly paler instead); shares of our own great white
      const z = icon.size;
      const light = luma(look.color) > 0.45;
      c.save();
      c.clip(icon.path);
      c.shadowBlur = 0;
      if (!light) {
        c.fillStyle = mixHex(look.color, WHITE, 0.35);
        c.fillRect(0, 0, z, z);
      }
      c.fillStyle = light ? mixHex(look.color, look.outline ?? BLACK, 0.45) : look.color;
      c.beginPath();
      c.moveTo(0, 0);
      c.lineTo(0, 0.488 * z);
      c.bezierCurveTo(0.234 * z, 0.461 * z, 0.39 * z, 0.512 * z, 0.586 * z, 0.488 * z);
      c.bezierCurveTo(0.703 * z, 0.473 * z, 0.82 * z, 0.477 * z, z, 0.461 * z);
      c.lineTo(z, 0);
      c.closePath();
      c.fill();
      c.restore();
      // (over the fill: the gill slits' and the eye's outline strokes were painted beneath it)
      if (look.outline) {
        c.strokeStyle = look.outline;
        c.lineWidth = z * 0.008;
        c.stroke(icon.path);
      }
    }
    if (look.skin === 'carved') {
      // triangle eyes, a small nose and a jagged grin (shares of game-icons' pumpkin, whose
      // body is the ellipse its backing fills)
      const z = icon.size;
      const face: Pt[][] = [
        [
          [0.3, 0.56],
          [0.44, 0.56],
          [0.37, 0.44],
        ],
        [
          [0.56, 0.56],
          [0.7, 0.56],
          [0.63, 0.44],
        ],
        [
          [0.46, 0.66],
          [0.54, 0.66],
          [0.5, 0.6],
        ],
        [
          [0.26, 0.72],
          [0.33, 0.76],
          [0.38, 0.72],
          [0.44, 0.77],
          [0.5, 0.72],
          [0.56, 0.77],
          [0.62, 0.72],
          [0.67, 0.76],
          [0.74, 0.72],
          [0.66, 0.86],
          [0.58, 0.82],
          [0.5, 0.87],
          [0.42, 0.82],
          [0.34, 0.86],
        ],
      ];
      c.shadowBlur = 0;
      c.fillStyle = '#1c0d04';
      c.beginPath();
      for (const part of face) sharePath(c, part, z);
      c.fill();
    }
    if (look.skin === 'sphere') {
      // a planet is a lit sphere: bright towards the light at its upper left, into shadow at its
      // lower right (flat, "the same orange clip-art Saturn pasted everywhere")
      const z = icon.size;
      c.save();
      c.clip(icon.path);
      c.shadowBlur = 0;
      const light = c.createRadialGradient(z * 0.36, z * 0.32, 0, z * 0.45, z * 0.45, z * 0.62);
      light.addColorStop(0, 'rgba(255,255,255,0.45)');
      light.addColorStop(0.35, 'rgba(255,255,255,0)');
      light.addColorStop(0.7, 'rgba(0,0,0,0.15)');
      light.addColorStop(1, 'rgba(0,0,0,0.55)');
      c.fillStyle = light;
      c.fillRect(0, 0, z, z);
      c.restore();
    }
    if (look.skin === 'widow') {
      // a black widow's red hourglass on its abdomen (shares of game-icons' spider-alt, the
      // abdomen the upper egg, its widest at y ≈ 0.29)
      const z = icon.size;
      c.shadowBlur = 0;
      c.fillStyle = look.outline && hexToHsl(look.outline)[1] > 0.4 ? look.outline : WIDOW_RED;
      c.beginPath();
      sharePath(
        c,
        [
          [0.43, 0.13],
          [0.57, 0.13],
          [0.515, 0.245],
          [0.58, 0.37],
          [0.42, 0.37],
          [0.485, 0.245],
        ],
        z,
      );
      c.fill();
    }
    if (look.skin === 'moon') {
      // soft grey maria and a few crater rims, inside the disc (shares of our own disc shape)
      const z = icon.size;
      c.save();
      c.clip(icon.path);
      c.shadowBlur = 0;
      c.fillStyle = rgba(adjustHex(look.color, -0.3), 0.35);
      c.beginPath();
      for (const [x, y, rx, ry] of MARIA) c.ellipse(x * z, y * z, rx * z, ry * z, 0.4, 0, Math.PI * 2);
      c.fill();
      c.strokeStyle = rgba(adjustHex(look.color, -0.35), 0.5);
      c.lineWidth = z * 0.012;
      c.beginPath();
      for (const [x, y, r] of CRATERS) {
        c.moveTo(x * z + r * z, y * z);
        c.arc(x * z, y * z, r * z, 0, Math.PI * 2);
      }
      c.stroke();
      c.restore();
    }
    const head = iconData(ref)?.head;
    if (head) {
      // a composed eagle's head over its wings: white with a yellow beak on a bald eagle, else
      // its own colour, parted from the wings by a line in the outline's tone (a fiery bird's
      // in a deep tone of its flame: the dark outline drew "a black eagle head on a firebird")
      const z = icon.size;
      const headPath = new Path2D(head.path);
      c.save();
      c.shadowBlur = 0;
      c.strokeStyle =
        look.skin === 'bald' ? look.color : look.fade ? adjustHex(look.fade, -0.25) : (look.outline ?? adjustHex(look.color, -0.35));
      c.lineWidth = z * 0.014;
      c.stroke(headPath);
      if (look.skin === 'bald') {
        c.fillStyle = WHITE;
        c.fill(headPath);
        c.clip(headPath);
        c.fillStyle = '#f2b61f';
        c.fill(new Path2D(head.over));
      } else if (look.skin === 'bark') {
        // a blossom branch: its bark brown, the blossoms over it in their own colour again
        const blossoms = new Path2D(head.over);
        c.fillStyle = BARK;
        c.fill(headPath);
        c.strokeStyle = look.outline ?? adjustHex(look.color, -0.35);
        c.stroke(blossoms);
        c.fillStyle = look.color;
        c.fill(blossoms);
      }
      c.restore();
    } else if (look.skin === 'bald') {
      // the white head and the yellow hooked beak, inside the silhouette, above the neck
      // (shares of game-icons' eagle-emblem, the only icon the parser gives this skin; a white
      // disc over the head read as "a garbled white head with no clear beak")
      c.save();
      c.clip(icon.path);
      c.shadowBlur = 0;
      const z = icon.size;
      // the white ends in a ruff of feather points over the neck (a straight edge read as
      // "a blocky white block with a beak stuck on")
      // (the beak starts at the step in the head's outline, x ≈ 0.535; the wing's inner edge
      // is at x ≈ 0.665 beside it)
      const ruff: Pt[] = [
        [0.35, 0.25],
        [0.535, 0.25],
        [0.535, 0.385],
        [0.6, 0.4],
      ];
      for (let k = 1; k <= 7; k++) ruff.push([0.6 - (k - 0.5) * 0.036, k % 2 ? 0.465 : 0.435], [0.6 - k * 0.036, 0.42]);
      c.fillStyle = WHITE;
      c.beginPath();
      sharePath(c, ruff, z);
      c.fill();
      c.fillStyle = '#f2b61f';
      c.fillRect(0.535 * z, 0.25 * z, (0.66 - 0.535) * z, (0.385 - 0.25) * z);
      c.restore();
      // the eye is a hole in the silhouette: white on the white head, so it is filled dark
      c.fillStyle = BLACK;
      c.beginPath();
      c.arc(0.491 * z, 0.325 * z, 0.024 * z, 0, Math.PI * 2);
      c.fill();
    }
    // (the invader is pixel art already: sampled again off its grid it came out garbled)
    if (look.pixel && ref !== 'shape:invader') canvas = pixelate(canvas, px, pad, look.pixel);
    if (sprites.size >= 64) sprites.clear();
    sprites.set(key, canvas);
  }
  return canvas;
}

/** Blocks across a motif drawn as pixel art, at most. */
const PIXELS = 16;
/** A pixel art block, in template pixels (2048 space). */
const PIXEL_SIZE = 28;

/**
 * Pixel art: the finished sprite redrawn in square blocks, each the colour at its centre, fully
 * there or not at all ("pixel art hearts" were smooth vector hearts).
 */
function pixelate(canvas: Canvas, px: number, pad: number, blocks: number): Canvas {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const block = px / blocks;
  // (onto a fresh canvas: the sprite's own context is still scaled to the icon's view box)
  const out = createCanvas(width, height);
  const c = out.getContext('2d');
  const n = Math.ceil(width / block);
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const x = Math.min(width - 1, Math.floor(pad % block) + Math.floor((i + 0.5) * block));
      const y = Math.min(height - 1, Math.floor(pad % block) + Math.floor((j + 0.5) * block));
      const at = (y * width + x) * 4;
      if (pixels[at + 3] < 128) continue;
      c.fillStyle = `rgb(${pixels[at]},${pixels[at + 1]},${pixels[at + 2]})`;
      // (a hair over the block, so neighbours meet without a seam)
      c.fillRect(Math.floor((pad % block) + i * block), Math.floor((pad % block) + j * block), Math.ceil(block) + 1, Math.ceil(block) + 1);
    }
  return out;
}

/** Overlapping scales inside the silhouette: a darker rim and a lighter sheen on each. */
function scaleSkin(c: Ctx, icon: { path: Path2D; size: number }, color: Hex): void {
  c.save();
  c.shadowBlur = 0;
  c.clip(icon.path);
  const r = icon.size * 0.045;
  c.lineWidth = icon.size * 0.009;
  for (let row = 0, y = 0; y < icon.size + r; y += r * 0.9, row++) {
    for (let x = (row % 2) * r; x < icon.size + r; x += r * 2) {
      c.beginPath();
      c.arc(x, y, r, 0.15 * Math.PI, 0.85 * Math.PI);
      c.strokeStyle = adjustHex(color, -0.32);
      c.stroke();
      c.beginPath();
      c.arc(x, y - r * 0.35, r * 0.55, 0.3 * Math.PI, 0.7 * Math.PI);
      c.strokeStyle = adjustHex(color, 0.2);
      c.stroke();
    }
  }
  c.restore();
}

let fontReady = false;
const FONT = 'DecalForge Display';
const GRAFFITI_FONT = 'DecalForge Graffiti';

function ensureFont(): void {
  if (fontReady) return;
  // Anton and Sedgwick Ave Display (SIL OFL 1.1), from the npm packages @fontsource/anton and
  // @fontsource/sedgwick-ave-display; credited on /credits (packages/shared credits)
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(require.resolve('@fontsource/anton/files/anton-latin-400-normal.woff2'), FONT);
  GlobalFonts.registerFromPath(
    require.resolve('@fontsource/sedgwick-ave-display/files/sedgwick-ave-display-latin-400-normal.woff2'),
    GRAFFITI_FONT,
  );
  fontReady = true;
}

/** Text or a race number fitted to its box, outlined, on an optional panel; never mirrored. */
export function paintText(ctx: Ctx, s: number, item: PlacedText): void {
  ensureFont();
  setFrame(ctx, s, item);
  const boxL = item.length * 0.92;
  const boxH = item.height * 0.86;
  if (item.panel) {
    ctx.fillStyle = item.panel;
    ctx.beginPath();
    ctx.roundRect(-boxL / 2, -boxH / 2, boxL, boxH, boxH * 0.12);
    ctx.fill();
  }
  const font = item.style === 'graffiti' ? GRAFFITI_FONT : FONT;
  let px = boxH * (item.panel ? 0.82 : 0.95);
  ctx.font = `${px}px "${font}"`;
  const width = ctx.measureText(item.value).width;
  const maxW = boxL * (item.panel ? 0.84 : 0.96);
  // condensed lettering keeps its height and narrows its letters (to at most 0.6×) first
  const squeeze = item.condense ? Math.min(1, Math.max(0.6, maxW / width)) : 1;
  if (width * squeeze > maxW) {
    px *= maxW / (width * squeeze);
    ctx.font = `${px}px "${font}"`;
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (squeeze < 1) ctx.scale(squeeze, 1);
  if (item.stretch) {
    // extended letters along the run (a rotation's scale along its own x: still never mirrored)
    const wide = ctx.measureText(item.value).width;
    if (wide < maxW) ctx.scale(Math.min(1.8, maxW / wide), 1);
  }
  ctx.lineJoin = 'round';
  if (item.style === 'graffiti') {
    paintSprayed(ctx, item, px);
    return;
  }
  if (!item.panel) {
    // lettering straight on the paint casts a soft drop shadow down and along its run, as cut
    // vinyl lettering is styled (flat letters read to a blind reviewer as "bland: flat red
    // letters with no outline or shadow")
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.fillText(item.value, px * 0.045, px * 0.03 + px * 0.06);
  }
  ctx.strokeStyle = item.panel ? item.panel : item.outline;
  ctx.lineWidth = px * 0.08;
  if (!item.panel || luma(item.panel) - luma(item.color) < 0.3) ctx.strokeText(item.value, 0, px * 0.03);
  ctx.fillStyle = METALLIC_HEXES.has(item.color) ? metalShade(ctx, item.color, -px * 0.45, px * 0.5) : item.color;
  ctx.fillText(item.value, 0, px * 0.03);
}

/**
 * Sprayed lettering, as a piece on a wall is painted: a 3D drop stepped down and along in a
 * deep tone, a fat dark outline round the letters, the fill lighter at the top, and a white
 * shine on their upper edges.
 */
function paintSprayed(ctx: Ctx, item: PlacedText, px: number): void {
  const y = px * 0.03;
  const deep = mixHex(item.color, BLACK, 0.65);
  ctx.lineWidth = px * 0.16;
  ctx.strokeStyle = BLACK;
  ctx.fillStyle = deep;
  for (let k = 6; k >= 1; k--) {
    const d = px * 0.014 * k;
    ctx.strokeText(item.value, d, y + d);
    ctx.fillText(item.value, d, y + d);
  }
  ctx.strokeText(item.value, 0, y);
  const fill = ctx.createLinearGradient(0, y - px * 0.45, 0, y + px * 0.45);
  fill.addColorStop(0, adjustHex(item.color, 0.22));
  fill.addColorStop(0.55, item.color);
  fill.addColorStop(1, adjustHex(item.color, -0.18));
  ctx.fillStyle = fill;
  ctx.fillText(item.value, 0, y);
  ctx.save();
  ctx.globalAlpha = 0.8;
  // (the shine on the letters' upper half only)
  ctx.beginPath();
  ctx.rect(-item.length, y - px, item.length * 2, px * 0.62);
  ctx.clip();
  ctx.lineWidth = px * 0.025;
  ctx.strokeStyle = WHITE;
  ctx.strokeText(item.value, -px * 0.012, y - px * 0.012);
  ctx.restore();
}

/** Adds a polygon given in shares of an icon's size to the current path. */
function sharePath(c: Ctx, pts: ReadonlyArray<readonly [number, number]>, size: number): void {
  polyPath(
    c,
    pts.map(([x, y]): Pt => [x * size, y * size]),
  );
}

/** [offset, lightness shift] of polished metal's gradient (`metalShade`); 0 is the colour itself. */
const METAL_STOPS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.1],
  [0.16, 0.34],
  [0.3, 0],
  [0.62, 0],
  [0.72, 0.14],
  [0.84, 0],
  [1, -0.22],
];
/** Gold's: a near-white highlight, and a dark crease under the middle before the reflection. */
const GOLD_STOPS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.12],
  [0.14, 0.45],
  [0.28, 0],
  [0.56, 0],
  [0.64, -0.26],
  [0.7, 0.22],
  [0.82, 0],
  [1, -0.28],
];

/**
 * Polished metal from `top` to `bottom` (local y): a bright highlight band high up, the colour
 * itself across most of the shape (so it still counts as the colour that was named), a second
 * soft reflection and a darker foot. Gold is polished harder: a near-white highlight and a
 * dark crease under the middle that sets off the reflection (softly shaded, gold read to blind
 * reviewers as "flat mustard", while a silver moon banded so read as "a coin").
 */
function metalShade(c: Ctx, color: Hex, top: number, bottom: number): ReturnType<Ctx['createLinearGradient']> {
  const g = c.createLinearGradient(0, top, 0, bottom);
  const stops = GOLD_HEXES.has(color) ? GOLD_STOPS : METAL_STOPS;
  for (const [at, light] of stops) g.addColorStop(at, light ? adjustHex(color, light) : color);
  return g;
}
