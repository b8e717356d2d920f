import { createRequire } from 'node:module';
import { svgPathBbox } from 'svg-path-bbox';
import svgpath from 'svgpath';
import { bezier, normalAt, taperOutline, wound, type Pt as P } from '../util/taper';
import { FACES_LEFT, NOT_SUBJECTS, POSE_WORDS, POSED_SHAPES, PREFERRED_ICONS } from './synonyms';

/**
 * The motif library: game-icons.net silhouettes (CC BY 3.0, from the npm package
 * `@iconify-json/game-icons`, credited on /credits and in the package readme) indexed by the
 * words of their names, plus the preferred picks of `synonyms.ts`. Loaded once per process
 * (≈ 35 ms, 6 MB JSON).
 */
interface IconifySet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

export interface IconData {
  /** SVG path data (all paths of the icon joined). */
  path: string;
  /** View box size (square). */
  size: number;
  /**
   * A part of a composed motif (inside `path`) drawn over the silhouette in a tone of its own, and
   * what is drawn over that again: an eagle's head and its beak, a blossom branch's bark and its
   * blossoms.
   */
  head?: { path: string; over: string };
}

interface Library {
  set: IconifySet;
  /** word → icon names containing it as a whole name part, shortest first. */
  byWord: Map<string, string[]>;
}

let library: Library | null = null;

function load(): Library {
  if (library) return library;
  const require = createRequire(import.meta.url);
  const set = require('@iconify-json/game-icons/icons.json') as IconifySet;
  const byWord = new Map<string, string[]>();
  for (const name of Object.keys(set.icons)) {
    for (const part of name.split('-')) {
      if (part.length < 3) continue;
      const list = byWord.get(part) ?? [];
      list.push(name);
      byWord.set(part, list);
    }
  }
  for (const list of byWord.values()) list.sort((a, b) => a.length - b.length || a.localeCompare(b));
  library = { set, byWord };
  return library;
}

/** Our own shapes, for subjects the set draws poorly (a full moon is a disc, not a crescent). */
const SHAPES: Record<string, IconData> = {
  disc: { path: 'M256 16a240 240 0 1 1 0 480a240 240 0 1 1 0-480z', size: 512 },
  star: { path: 'M256 20l64 170h180l-146 108l56 176l-154-108l-154 108l56-176l-146-108h180z', size: 512 },
  'maple-leaf': { path: mapleLeaf(), size: 512 },
  snowflake: { path: snowflake(), size: 512 },
  blossom: { path: blossom(), size: 512 },
  smiley: { path: smiley(), size: 512 },
  'cat-face': { path: catFace(), size: 512 },
  dollar: { path: dollarSign(), size: 512 },
  butterfly: { path: butterfly(), size: 512 },
  'claw-marks': { path: clawMarks(), size: 512 },
  invader: { path: invader(), size: 512 },
  shark: { path: greatWhite(), size: 512 },
  handprint: { path: handprint(), size: 512 },
  mandala: { path: mandala(), size: 512 },
  // a coin with the bitcoin B cut out of it, its bars above and below (the set has none): the
  // disc, the B wound against it (a hole), the B's counters wound with it (filled again)
  bitcoin: {
    path:
      'M256 16a240 240 0 1 1 0 480a240 240 0 1 1 0-480z' +
      'M196 130V384H310C366 384 396 360 396 320C396 288 378 262 346 254C366 246 380 228 380 200C380 170 360 130 300 130Z' +
      'M236 166H296C320 166 334 180 334 200C334 220 320 236 296 236H236Z' +
      'M236 272H306C334 272 350 290 350 312C350 334 334 348 306 348H236Z' +
      'M222 92V130H246V92Z M272 92V130H296V92Z M222 384V420H246V384Z M272 384V420H296V384Z',
    size: 512,
  },
  bolt: { path: 'M304 16L112 284L236 284L184 496L404 208L280 208L348 16Z', size: 512 },
  // the classic alien head: a wide cranium narrowing to a small chin, two large slanted eyes cut
  // out (wound against the head, so they are holes); the set's aliens read as "a seed or a
  // guitar pick"
  alien: {
    path:
      'M256 28C392 28 472 122 466 226C460 330 338 462 256 488C174 462 52 330 46 226C40 122 120 28 256 28Z' +
      'M236 284C226 214 150 192 112 236C122 292 196 310 236 284Z' +
      'M400 236C362 192 286 214 276 284C316 310 390 292 400 236Z',
    size: 512,
  },
};

/** Our own smiley: a disc with two eyes and a grin cut out (wound against the disc, so they are holes). */
function smiley(): string {
  const mouth: string[] = [];
  for (let a = 160; a >= 20; a -= 10)
    mouth.push(`${(256 + Math.cos((a * Math.PI) / 180) * 150).toFixed(1)} ${(256 + Math.sin((a * Math.PI) / 180) * 150).toFixed(1)}`);
  for (let a = 20; a <= 160; a += 10)
    mouth.push(`${(256 + Math.cos((a * Math.PI) / 180) * 112).toFixed(1)} ${(286 + Math.sin((a * Math.PI) / 180) * 80).toFixed(1)}`);
  return (
    'M256 16a240 240 0 1 1 0 480a240 240 0 1 1 0-480z' +
    'M186 150a36 46 0 1 0 0 92a36 46 0 1 0 0-92z' +
    'M326 150a36 46 0 1 0 0 92a36 46 0 1 0 0-92z' +
    `M${mouth.join('L')}Z`
  );
}

/**
 * Our own cat's face, cute: a round head with two pointed ears, big eyes with a highlight in
 * each, a small nose and a "w" mouth cut out (backed dark in node/paint/layers), whiskers out
 * past the cheeks. The set's sitting cat read as "full-body cats, not a face; mask-like
 * slanted eyes, not cute".
 */
function catFace(): string {
  // solid parts wound clockwise on screen, holes the other way (as the disc and its eyes are)
  const oval = (cx: number, cy: number, rx: number, ry: number, solid: boolean): string =>
    polygonPath(
      Array.from({ length: 40 }, (_, k) => [cx + rx * Math.cos((k * Math.PI) / 20), cy + ry * Math.sin((k * Math.PI) / 20)] as const),
      solid,
    );
  const parts = [
    oval(256, 300, 196, 162, true),
    // the ears, rounded a little at the tip
    polygonPath(
      [
        [70, 270],
        [92, 62],
        [112, 58],
        [232, 150],
      ],
      true,
    ),
    polygonPath(
      [
        [442, 270],
        [420, 62],
        [400, 58],
        [280, 150],
      ],
      true,
    ),
    // big eyes, each with its highlight filled again
    oval(180, 296, 40, 48, false),
    oval(332, 296, 40, 48, false),
    oval(194, 278, 13, 14, true),
    oval(346, 278, 13, 14, true),
    // the nose, and the mouth under it as a thin "w" from its tip (the two apart: cut-outs that
    // overlap are filled again)
    polygonPath(
      [
        [236, 346],
        [276, 346],
        [256, 366],
      ],
      false,
    ),
    polygonPath(
      [
        ...(
          [
            [218, 382],
            [238, 392],
            [256, 370],
            [274, 392],
            [294, 382],
          ] as const
        ).map(([x, y]) => [x, y - 4] as const),
        ...(
          [
            [294, 382],
            [274, 392],
            [256, 370],
            [238, 392],
            [218, 382],
          ] as const
        ).map(([x, y]) => [x, y + 4] as const),
      ],
      false,
    ),
  ];
  // whiskers, from the cheeks out past the face
  for (const side of [-1, 1])
    for (const [dy, tilt] of [
      [-18, -26],
      [6, 0],
      [30, 28],
    ]) {
      const [x0, y0] = [256 + side * 150, 350 + dy];
      const [x1, y1] = [256 + side * 250, 350 + dy + tilt];
      parts.push(
        polygonPath(
          [
            [x0, y0 - 4],
            [x1, y1 - 2],
            [x1, y1 + 2],
            [x0, y0 + 4],
          ],
          true,
        ),
      );
    }
  return parts.join(' ');
}

/**
 * Our own cherry blossom: five round petals, each notched at its tip, round a small centre
 * (the set's lotus read as a spiky star).
 */
function blossom(): string {
  const parts: string[] = [];
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5 - Math.PI / 2;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-uy, ux];
    const at = (d: number, w: number): string => `${(256 + ux * d + px * w).toFixed(1)} ${(256 + uy * d + py * w).toFixed(1)}`;
    // a petal: from the centre, swelling to a round head with a V notch at its tip
    parts.push(
      `M${at(40, 0)}C${at(90, -95)} ${at(230, -120)} ${at(238, -28)}L${at(205, 0)}L${at(238, 28)}C${at(230, 120)} ${at(90, 95)} ${at(40, 0)}Z`,
    );
  }
  parts.push('M256 226a30 30 0 1 1 0 60a30 30 0 1 1 0-60z');
  return parts.join(' ');
}

/**
 * Our own butterfly, symmetric about x = 256: a slim body with antennae, a large upper and a
 * smaller lower wing each side, a round spot cut out of each upper wing (the set's butterfly
 * is four loose petals, which look like a flower).
 */
function butterfly(): string {
  const right = [
    'M268 236C300 120 420 40 470 90C510 140 440 250 276 262Z',
    'M272 272C380 270 450 330 420 410C390 470 300 420 266 304Z',
    'M262 156C280 110 300 80 330 62L338 72C308 92 290 120 272 162Z',
  ];
  const spot = (cx: number, sweep: 0 | 1): string => `M${cx} 112a26 26 0 1 ${sweep} 0 52a26 26 0 1 ${sweep} 0-52z`;
  const mirror = (d: string): string =>
    d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${512 - Number(x)} ${y}`);
  const body = 'M256 148C272 148 276 200 272 260C270 330 266 392 256 402C246 392 242 330 240 260C236 200 240 148 256 148Z';
  return [...right, spot(398, 0), ...right.map(mirror), spot(114, 1), body].join(' ');
}

/**
 * Our own mandala: rings round a centre, eight veined petals in a circle, sixteen leaves and
 * thirty-two points outside it (the set's flower emblem read as "a simple 8-petal flower with
 * none of a mandala's rings"). Holes are wound against their shape.
 */
function mandala(): string {
  const c = 256;
  const pt = (r: number, a: number): string => `${(c + Math.cos(a) * r).toFixed(1)} ${(c + Math.sin(a) * r).toFixed(1)}`;
  const circle = (r: number, sweep: 0 | 1): string =>
    `M${c - r} ${c}a${r} ${r} 0 1 ${sweep} ${2 * r} 0a${r} ${r} 0 1 ${sweep} ${-2 * r} 0z`;
  // a petal from r0 out to r1 round angle a, as wide as `half` (negative: wound as a hole)
  const petal = (r0: number, r1: number, a: number, half: number): string => {
    const rm = (r0 + r1) / 2;
    return `M${pt(r0, a)}Q${pt(rm, a - half * 2)} ${pt(r1, a)}Q${pt(rm, a + half * 2)} ${pt(r0, a)}Z`;
  };
  const parts = [circle(34, 1), circle(22, 0), circle(12, 1), circle(150, 1), circle(138, 0), circle(220, 1), circle(213, 0)];
  for (let k = 0; k < 8; k++) parts.push(petal(44, 128, (k * Math.PI) / 4, 0.2), petal(62, 110, (k * Math.PI) / 4, -0.07));
  for (let k = 0; k < 16; k++) parts.push(petal(158, 208, (k * Math.PI) / 8 + Math.PI / 16, 0.1));
  for (let k = 0; k < 32; k++) {
    const a = (k * Math.PI) / 16;
    parts.push(`M${pt(218, a - 0.07)}L${pt(252, a)}L${pt(218, a + 0.07)}Z`);
  }
  return parts.join(' ');
}

/**
 * Our own great white in profile, facing right: swept dorsal fin, crescent tail, long pectoral
 * fin, gill slits and an eye cut out, the jaws open with rows of teeth (the set's shark-bite
 * head read as "cartoon", its jaws as "a tooth arch"). Long as a flank is long (2.4 : 1).
 */
function greatWhite(): string {
  const body =
    // snout tip, over the head and back to the dorsal fin
    'M508 236C500 216 470 206 430 202C400 199 370 196 340 194' +
    // the dorsal fin, swept back, its trailing edge curved in
    'C322 170 300 130 282 104C284 140 276 170 258 190' +
    // the back to the tail stalk
    'C200 196 130 214 74 240' +
    // the tail: the upper lobe long and swept, the lower shorter
    'C56 206 34 166 10 132C24 186 34 226 44 256C34 284 24 310 16 338C44 310 62 286 76 270' +
    // the belly, with a small pelvic fin
    'C120 282 170 292 206 298L196 318L226 300' +
    // the pectoral fin, long, swept back and down
    'C260 304 290 308 316 310C296 336 270 362 250 384C296 370 330 340 350 312' +
    // the chest to the tip of the lower jaw, dropped wide open
    'C376 326 414 348 448 356C462 359 474 354 480 346' +
    // the gaping mouth: the lower jaw up to its corner, the upper jaw out to the snout
    'L366 274L504 254C509 250 510 240 508 236Z';
  const parts = [body];
  // a row of teeth along a jaw line from a to b, pointing up (-1) or down (1)
  const row = (a: readonly [number, number], b: readonly [number, number], n: number, dir: number): void => {
    const at = (t: number): string => `${(a[0] + (b[0] - a[0]) * t).toFixed(1)} ${(a[1] + (b[1] - a[1]) * t).toFixed(1)}`;
    for (let k = 0; k < n; k++) {
      const m = a[1] + ((b[1] - a[1]) * (k + 0.5)) / n + dir * 24;
      parts.push(`M${at((k + 0.2) / n)}L${(a[0] + ((b[0] - a[0]) * (k + 0.5)) / n).toFixed(1)} ${m.toFixed(1)}L${at((k + 0.8) / n)}Z`);
    }
  };
  row([380, 283], [478, 344], 5, -1);
  row([376, 273], [500, 256], 5, 1);
  // five gill slits and the eye, wound against the body (holes)
  for (let k = 0; k < 5; k++) {
    const x = 340 - k * 13;
    parts.push(`M${x} ${222 + k}C${x - 4} 246 ${x - 4} 266 ${x} ${290 - k * 2}C${x - 9} 266 ${x - 9} 246 ${x} ${222 + k}Z`);
  }
  parts.push('M445 226a8 8 0 1 1 16 0a8 8 0 1 1 -16 0z');
  return parts.join(' ');
}

/**
 * Our own handprint: a broad palm, four fingers spread a little and the thumb out to the side,
 * as a hand pressed in paint leaves it (the set's open palm read as "a charity logo").
 */
function handprint(): string {
  // a finger: a capsule from its base (x, y0) up to its tip, `w` wide, leaning `lean` degrees
  const finger = (x: number, y0: number, len: number, w: number, lean: number): string =>
    svgpath(`M${x - w / 2} ${y0}V${y0 - len + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${y0}Z`)
      .rotate(lean, x, y0)
      .round(1)
      .toString();
  // (wound as the fingers are, so their overlaps fill)
  const palm = 'M150 262C196 240 330 240 376 262C388 340 384 424 346 462C304 496 240 496 196 462C146 420 140 340 150 262Z';
  return [
    palm,
    finger(176, 280, 190, 50, -10),
    finger(236, 270, 228, 52, -3),
    finger(296, 272, 214, 50, 4),
    finger(352, 288, 168, 44, 12),
    finger(170, 380, 170, 56, -52),
  ].join(' ');
}

/**
 * Our own arcade space invader: the classic crab, 11 by 8 blocks (the set has none; "retro 80s
 * arcade" had "nothing arcade about it").
 */
function invader(): string {
  const rows = ['..X.....X..', '...X...X...', '..XXXXXXX..', '.XX.XXX.XX.', 'XXXXXXXXXXX', 'X.XXXXXXX.X', 'X.X.....X.X', '...XX.XX...'];
  const cell = 512 / 11;
  const top = (512 - rows.length * cell) / 2;
  const parts: string[] = [];
  rows.forEach((row, j) =>
    [...row].forEach((ch, i) => {
      // (each block a hair wider, so neighbours meet without a seam)
      if (ch === 'X')
        parts.push(
          `M${(i * cell - 0.5).toFixed(1)} ${(top + j * cell - 0.5).toFixed(1)}h${(cell + 1).toFixed(1)}v${(cell + 1).toFixed(1)}h${(-cell - 1).toFixed(1)}z`,
        );
    }),
  );
  return parts.join(' ');
}

/**
 * Our own claw marks: three slashes torn through the paint, leaning about 35° (near upright a
 * blind reviewer found them less aggressive than the set's diagonal swipe; raked flatter, along
 * a flank, they read as leaves) and slightly bowed, each dug
 * in wide near its top and tearing out to a point, with ragged edges (the set's three scratches
 * are smooth ellipses, which a blind reviewer read as "petals").
 */
function clawMarks(): string {
  // [top x, top y, bottom x, bottom y, greatest half width]
  const slashes: ReadonlyArray<readonly [number, number, number, number, number]> = [
    [330, 16, 40, 410, 30],
    [418, 44, 128, 470, 34],
    [496, 96, 226, 494, 30],
  ];
  // how far in each tooth of the torn edges reaches (irregular, so the edge is not a saw)
  const teeth = [1, 0.74, 0.94, 0.7, 1, 0.82, 0.66, 0.96, 0.76, 1, 0.7, 0.9];
  return slashes
    .map(([x0, y0, x1, y1, half], s) => {
      const len = Math.hypot(x1 - x0, y1 - y0);
      const [nx, ny] = [-(y1 - y0) / len, (x1 - x0) / len];
      const left: string[] = [];
      const right: string[] = [];
      const n = 24;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const bow = Math.sin(Math.PI * t) * 26;
        const [cx, cy] = [x0 + (x1 - x0) * t + nx * bow, y0 + (y1 - y0) * t + ny * bow];
        const w = half * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.75)), 0.8);
        const [a, b] = [teeth[(i + s * 5) % teeth.length], teeth[(i + s * 5 + 6) % teeth.length]];
        left.push(`${(cx + nx * w * a).toFixed(1)} ${(cy + ny * w * a).toFixed(1)}`);
        right.push(`${(cx - nx * w * b).toFixed(1)} ${(cy - ny * w * b).toFixed(1)}`);
      }
      return `M${left.join('L')}L${right.reverse().join('L')}Z`;
    })
    .join(' ');
}

/**
 * Our own dollar sign: a thick S (two three-quarter loops, outlined as a band either side of
 * its centre line) with the bar's ends above and below it (the set's "dollar" is a hand
 * dropping coins: "green dollar signs" came out as green blobs).
 */
function dollarSign(): string {
  const centre: Array<[number, number]> = [];
  const arc = (cx: number, cy: number, from: number, to: number): void => {
    const steps = 24;
    for (let k = 0; k <= steps; k++) {
      const a = ((from + ((to - from) * k) / steps) * Math.PI) / 180;
      centre.push([cx + Math.cos(a) * 92, cy + Math.sin(a) * 88]);
    }
  };
  arc(256, 172, -25, -270);
  arc(256, 348, -90, 155);
  const half = 36;
  const left: string[] = [];
  const right: string[] = [];
  centre.forEach(([x, y], i) => {
    const [ax, ay] = centre[Math.max(0, i - 1)];
    const [bx, by] = centre[Math.min(centre.length - 1, i + 1)];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
    left.push(`${(x + nx * half).toFixed(1)} ${(y + ny * half).toFixed(1)}`);
    right.push(`${(x - nx * half).toFixed(1)} ${(y - ny * half).toFixed(1)}`);
  });
  return `M${left.join('L')}L${right.reverse().join('L')}Z M234 16V58H278V16Z M234 454V496H278V454Z`;
}

/** Our own maple leaf (the flag's eleven points), symmetric about x = 256. */
function mapleLeaf(): string {
  const right: Array<[number, number]> = [
    [256, 16],
    [294, 94],
    [334, 72],
    [318, 200],
    [394, 126],
    [414, 170],
    [490, 150],
    [458, 236],
    [494, 254],
    [394, 336],
    [412, 388],
    [300, 366],
    [268, 378],
    [270, 492],
  ];
  const left = right
    .slice(1)
    .reverse()
    .map(([x, y]): [number, number] => [512 - x, y]);
  return `M${[...right, ...left].map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

/** Our own six-armed snowflake: each arm a bar with two pairs of V branches. */
function snowflake(): string {
  const parts: string[] = [];
  const bar = (x0: number, y0: number, x1: number, y1: number, w: number): void => {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * (w / 2);
    const ny = (dx / len) * (w / 2);
    const p = [
      [x0 + nx, y0 + ny],
      [x1 + nx, y1 + ny],
      [x1 - nx, y1 - ny],
      [x0 - nx, y0 - ny],
    ];
    parts.push(`M${p.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`);
  };
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3 - Math.PI / 2;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    bar(256, 256, 256 + ux * 236, 256 + uy * 236, 30);
    for (const [at, len] of [
      [110, 70],
      [175, 50],
    ] as const) {
      const bx = 256 + ux * at;
      const by = 256 + uy * at;
      for (const side of [-1, 1]) {
        const b = a + side * (Math.PI / 4);
        bar(bx, by, bx + Math.cos(b) * len, by + Math.sin(b) * len, 24);
      }
    }
  }
  parts.push('M256 206a50 50 0 1 1 0 100a50 50 0 1 1 0-100z');
  return parts.join(' ');
}

type SvgPath = ReturnType<typeof svgpath>;

/** A game-icons silhouette's path data (all its paths joined). */
function setPath(set: IconifySet, name: string): string {
  return [...(set.icons[name]?.body ?? '').matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join(' ');
}

/** The hooked front of the set's eagle head, in its own view box: a bald eagle's yellow beak. */
const EAGLE_BEAK = 'M318 128L420 112L492 200L492 240L330 205Z';

/**
 * A bird composed of the set's silhouettes: two wings (one mirrored) swept `lift` degrees up
 * from their roots, `extra` shapes, and the eagle head over them, fitted 500 wide or tall and
 * centred in our 512 box. The head is kept apart, to be drawn in its own tones.
 */
function composedBird(
  set: IconifySet,
  lift: number,
  wingScale: number,
  wingTop: number,
  head: (p: SvgPath) => SvgPath,
  extra: string[],
): IconData {
  const wing = setPath(set, 'liberty-wing');
  const root = 512 * wingScale;
  const right = svgpath(wing).scale(wingScale).rotate(-lift, 0, root).translate(266, wingTop).toString();
  const left = svgpath(wing).scale(-wingScale, wingScale).rotate(lift, 0, root).translate(246, wingTop).toString();
  const headPath = head(svgpath(setPath(set, 'eagle-head'))).toString();
  const beak = head(svgpath(EAGLE_BEAK)).toString();
  const parts = [right, left, ...extra, headPath];
  const [x0, y0, x1, y1] = svgPathBbox(parts.join(' '));
  const k = 500 / Math.max(x1 - x0, y1 - y0);
  const fit = (path: string): string =>
    svgpath(path)
      .translate(-(x0 + x1) / 2, -(y0 + y1) / 2)
      .scale(k)
      .translate(256, 256)
      .round(1)
      .toString();
  return { path: fit(parts.join(' ')), size: 512, head: { path: fit(headPath), over: fit(beak) } };
}

/**
 * A closed polygon as path data, wound one way (as the set's silhouettes are, or, `clockwise`,
 * as our own shapes' discs are), so overlapping parts stay filled.
 */
function polygonPath(pts: readonly P[], clockwise = false): string {
  return `M${wound(pts, clockwise)
    .map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`)
    .join('L')}Z`;
}

/** A tapered stroke along `at(t)`, `width(t)` across it, as a polygon (pointed where the width is 0). */
function taper(at: (t: number) => P, width: (t: number) => number, steps = 48): P[] {
  return taperOutline(at, width, steps, 0.005);
}

/**
 * An eastern dragon in profile, facing right, long as a flank is long: a serpent's body in
 * waves from a thin tail to the set's spiked dragon head, a row of dorsal spikes swept back,
 * two clawed legs, a tuft at the tail and whiskers streaming back from the snout. The set's
 * sea dragon, an S-curled head, read as "a seahorse logo", not a Japanese dragon.
 */
function easternDragon(set: IconifySet): IconData {
  // the body's centre line from the tail (t = 0) to the neck (t = 1), in a 1240 × 440 box
  // (its front bends down into the head's neck, so no cut end shows over it)
  const spine = (t: number): P => [40 + 760 * t, 300 + 95 * Math.sin(Math.PI * 2 * 1.1 * t + Math.PI) * (1 - 0.5 * t) + 70 * t ** 4];
  const girth = (t: number): number => 14 + 100 * Math.pow(t, 0.7);
  // (towards the back: the right of the line from tail to head)
  const normal = (t: number): P => {
    const [nx, ny] = normalAt(spine, t, 0.005);
    return [-nx, -ny];
  };
  const edge = (t: number, side: 1 | -1): P => {
    const [x, y] = spine(t);
    const [nx, ny] = normal(t);
    const w = (girth(t) / 2) * side;
    return [x + nx * w, y + ny * w];
  };
  const parts: string[] = [polygonPath(taper(spine, girth))];
  // dorsal spikes along the back, leaning towards the tail
  for (let t = 0.08; t < 0.95; t += 0.055) {
    const [x0, y0] = edge(t - 0.014, 1);
    const [x1, y1] = edge(t + 0.014, 1);
    const [nx, ny] = normal(t);
    const h = 14 + 20 * t;
    parts.push(
      polygonPath([
        [x0, y0],
        [(x0 + x1) / 2 + nx * h - h * 0.6, (y0 + y1) / 2 + ny * h],
        [x1, y1],
      ]),
    );
  }
  // two legs off the belly, each bent forward at the knee with three claws
  for (const t of [0.36, 0.8]) {
    const [hx, hy] = edge(t, -1);
    const s = 1 + 0.5 * t;
    const knee: P = [hx + 26 * s, hy + 48 * s];
    const foot: P = [hx + 52 * s, hy + 66 * s];
    parts.push(
      polygonPath([
        [hx - 20 * s, hy - 10],
        [hx + 22 * s, hy - 10],
        [knee[0] + 12 * s, knee[1]],
        [foot[0], foot[1] - 10 * s],
        [foot[0], foot[1] + 8 * s],
        [knee[0] - 12 * s, knee[1] + 6 * s],
      ]),
    );
    for (const k of [-1, 0, 1])
      parts.push(
        polygonPath([
          [foot[0] - 4 * s, foot[1] - 8 * s],
          [foot[0] + 4 * s, foot[1] + 8 * s],
          [foot[0] + (26 + k * 4) * s, foot[1] + (k * 16 + 4) * s],
        ]),
      );
  }
  // a flame-like tuft at the tail
  const [tx, ty] = spine(0);
  for (const a of [-0.5, 0, 0.5])
    parts.push(
      polygonPath([
        [tx + 14, ty - 8],
        [tx + 14, ty + 8],
        [tx - 60 * Math.cos(a), ty + 60 * Math.sin(a) - 6],
      ]),
    );
  // the head on the neck, raised, its neck's foot over the body's front
  const head = svgpath(setPath(set, 'spiked-dragon-head')).scale(0.8).translate(690, 0).toString();
  // its neck solid from the body to the jaw (the set's ribbed neck showed the body's cut end)
  parts.push(
    polygonPath([
      [700, 392],
      [712, 300],
      [760, 235],
      [850, 205],
      [900, 250],
      [880, 330],
      [850, 392],
    ]),
  );
  // whiskers streaming back from the snout
  const whisker = (from: P, to: P, bend: number): string =>
    polygonPath(
      taper(
        (t) => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t + Math.sin(Math.PI * t) * bend],
        (t) => 14 * (1 - t),
        24,
      ),
    );
  parts.push(whisker([1090, 150], [900, 430], 40), whisker([1100, 185], [1010, 470], -24));
  const all = [...parts, head].join(' ');
  const [x0, y0, x1, y1] = svgPathBbox(all);
  const k = 500 / Math.max(x1 - x0, y1 - y0);
  const fit = svgpath(all)
    .translate(-(x0 + x1) / 2, -(y0 + y1) / 2)
    .scale(k)
    .translate(256, 256)
    .round(1)
    .toString();
  return { path: fit, size: 512 };
}

/**
 * A cherry blossom branch, our own: a crooked branch rising from the lower left with two side
 * twigs, blossoms (our own five-petal blossom) and buds along it. The whole is the silhouette,
 * in the blossoms' colour; the branch is kept apart (`IconData.head`) to be drawn in bark brown
 * over it (the set's tree branch beside a lone blossom read as "leafy sprigs, not a blossom
 * branch").
 */
function sakuraBranch(): IconData {
  const wood = (from: P, c1: P, c2: P, to: P, w0: number, w1: number): string =>
    polygonPath(
      taper(
        (t) => bezier([from, c1, c2, to], t),
        (t) => w0 + (w1 - w0) * t,
        32,
      ),
      true,
    );
  const branch = [
    wood([20, 440], [150, 380], [260, 300], [490, 150], 34, 6),
    wood([200, 338], [210, 270], [190, 210], [150, 120], 18, 4),
    wood([330, 252], [370, 270], [420, 300], [480, 300], 14, 4),
  ].join(' ');
  const flower = blossom();
  const at = (x: number, y: number, r: number): string =>
    svgpath(flower)
      .translate(-256, -256)
      .scale(r / 240)
      .translate(x, y)
      .toString();
  const blossoms = [
    at(150, 120, 46),
    at(270, 300, 58),
    at(420, 190, 52),
    at(480, 300, 40),
    at(90, 400, 44),
    at(345, 250, 36),
    at(470, 130, 34),
  ];
  // buds: small round blossoms still closed
  const buds = [
    [210, 230, 12],
    [390, 300, 11],
    [180, 170, 10],
  ].map(([x, y, r]) => `M${x - r} ${y}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0z`);
  return { path: [branch, ...blossoms, ...buds].join(' '), size: 512, head: { path: branch, over: [...blossoms, ...buds].join(' ') } };
}

/**
 * A shooting star, our own: our five-point star at the head, facing right, with three tapered
 * streaks trailing back and down from it (the set has only fireballs and meteors; "shooting
 * stars" drew plain five-point stars, "military, not a night sky").
 */
function shootingStar(): IconData {
  const star = svgpath(SHAPES.star.path).translate(-256, -256).scale(0.42).translate(390, 150).toString();
  const streak = (from: P, to: P, w: number): string =>
    polygonPath(
      taper(
        (t) => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t],
        (t) => w * (1 - t),
        16,
      ),
      true,
    );
  const streaks = [streak([360, 170], [30, 420], 70), streak([400, 215], [150, 450], 34), streak([320, 130], [90, 300], 28)];
  return { path: [star, ...streaks].join(' '), size: 512 };
}

/**
 * Motifs composed of the set's silhouettes (built on first use: the set loads lazily). The
 * set's heraldic eagle read as "stiff heraldic clip-art" to blind reviewers, and as a phoenix
 * as "a generic spread-wing emblem": an eagle's wings spread wide under its large head; a
 * phoenix's raised high, its tail a plume of flame streaming down from them.
 */
const COMPOSED: Record<string, (set: IconifySet) => IconData> = {
  'eastern-dragon': easternDragon,
  'sakura-branch': sakuraBranch,
  'shooting-star': shootingStar,
  'spread-eagle': (set) => composedBird(set, -6, 0.52, 120, (p) => p.scale(0.42).translate(148, 150), []),
  phoenix: (set) =>
    composedBird(set, 30, 0.5, 100, (p) => p.scale(0.3).translate(180, 110), [
      svgpath(setPath(set, 'fire-tail')).rotate(120, 256, 256).scale(0.7).translate(80, 200).toString(),
    ]),
};

const parsed = new Map<string, IconData | null>();

/** The path data of a motif, parsed once per icon (the parser asks for the same picks on every prompt). */
export function iconData(ref: string): IconData | null {
  let data = parsed.get(ref);
  if (data === undefined) {
    const [kind, name] = ref.split(':');
    const composed = kind === 'shape' ? COMPOSED[name] : undefined;
    const set = kind === 'shape' && !composed ? null : load().set;
    const icon = set?.icons[name];
    data =
      composed && set
        ? composed(set)
        : kind === 'shape'
          ? (SHAPES[name] ?? null)
          : icon && set
            ? { path: setPath(set, name), size: icon.width ?? set.width ?? 512 }
            : null;
    parsed.set(ref, data);
  }
  return data;
}

const bounds = new Map<string, readonly [number, number, number, number]>();

/**
 * The box the motif's shapes really cover, as shares of its view box [x0, y0, x1, y1] (the
 * set's silhouettes leave a margin, and a bat or a crown is far wider than tall): motifs are
 * fitted by it, not by their view box. The whole view box when the motif is unknown.
 */
export function iconBounds(ref: string): readonly [number, number, number, number] {
  let b = bounds.get(ref);
  if (!b) {
    const data = iconData(ref);
    if (!data) return [0, 0, 1, 1];
    const [x0, y0, x1, y1] = svgPathBbox(data.path);
    const clamp = (v: number): number => Math.min(1, Math.max(0, v / data.size));
    b = [clamp(x0), clamp(y0), clamp(x1), clamp(y1)];
    if (!(b[2] - b[0] > 0.05 && b[3] - b[1] > 0.05)) b = [0, 0, 1, 1];
    bounds.set(ref, b);
  }
  return b;
}

export function iconExists(ref: string): boolean {
  return iconData(ref) !== null;
}

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ves') && word.length > 4) return `${word.slice(0, -3)}f`;
  // (not the Latin -us of octopus, cactus, walrus)
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && word.length > 3) return word.slice(0, -1);
  return word;
}

export interface IconHit {
  icon: string;
  facing: 'left' | 'right' | 'none';
  /** The phrase as it was found (singular). */
  word: string;
  plural: boolean;
}

function hit(name: string, word: string, plural: boolean): IconHit {
  const icon = name.includes(':') ? name : `game-icons:${name}`;
  const bare = icon.split(':')[1];
  const facing = icon.startsWith('shape:') ? 'none' : FACES_LEFT.has(bare) ? 'left' : 'right';
  return { icon, facing, word, plural };
}

/**
 * The icon of a subject in a named pose (`POSES`): an icon holding both the subject's word
 * and a pose token in its name ("wolf" + "howl" → wolf-howl), or null when the set has none.
 */
export function poseVariant(word: string, poseTokens: readonly string[]): IconHit | null {
  // the subject of "lion head" is the lion: by "head" a roaring lion found another animal's head
  const parts = word.split(' ');
  const noun = parts.length > 1 && PART_WORDS.has(parts[parts.length - 1]) ? parts[parts.length - 2] : parts[parts.length - 1];
  const sing = singular(noun);
  const names = load().byWord.get(sing) ?? [];
  for (const token of poseTokens) {
    const shape = POSED_SHAPES[`${sing} ${token}`];
    if (shape) return hit(shape, word, false);
    const name = names.find((n) => n.split('-').some((part) => part.startsWith(token)));
    if (name) return hit(name, word, false);
  }
  return null;
}

/** Three-letter names of the set's icons that are things players name (not "run", "tie", "fat"). */
const SHORT_NOUNS: ReadonlySet<string> = new Set([
  'ant',
  'bus',
  'cog',
  'cow',
  'eel',
  'fez',
  'hut',
  'imp',
  'key',
  'oni',
  'paw',
  'pig',
  'rat',
  'ufo',
  'wok',
  'jug',
]);

/** Words naming a part of a subject, not the subject ("lion head", "tiger face"). */
const PART_WORDS: ReadonlySet<string> = new Set(['head', 'face', 'heads', 'faces']);

/**
 * Finds the motif for a phrase of one to three words: the preferred pick for the phrase or
 * its singular, else an icon whose name is the word, else the shortest icon name holding it.
 */
export function findIcon(phrase: string): IconHit | null {
  const words = phrase.trim().split(/\s+/);
  const last = words[words.length - 1];
  const sing = [...words.slice(0, -1), singular(last)].join(' ');
  const plural = singular(last) !== last;
  for (const key of [phrase, sing]) {
    const preferred = PREFERRED_ICONS[key];
    if (preferred && iconExists(preferred.includes(':') ? preferred : `game-icons:${preferred}`)) return hit(preferred, sing, plural);
  }
  if (words.length > 1) {
    const name = sing.replace(/\s+/g, '-');
    if (load().set.icons[name]) return hit(name, sing, plural);
    return null;
  }
  if (NOT_SUBJECTS.has(sing) || NOT_SUBJECTS.has(phrase) || POSE_WORDS.has(phrase)) return null;
  const lib = load();
  // a three-letter word is a subject only as the whole name of one of the set's icons (a pig, a
  // cow, a rat: "cow" found nothing); as part of longer names it matched too loosely
  if (sing.length < 4) return SHORT_NOUNS.has(sing) && lib.set.icons[sing] ? hit(sing, sing, plural) : null;
  if (lib.set.icons[sing]) return hit(sing, sing, plural);
  // a name the set spells in the plural ("headphones")
  if (lib.set.icons[phrase]) return hit(phrase, phrase, false);
  const list = lib.byWord.get(sing);
  if (list && list.length > 0) return hit(list[0], sing, plural);
  return null;
}
