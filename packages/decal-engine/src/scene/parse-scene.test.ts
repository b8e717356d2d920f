import { describe, expect, it } from 'vitest';
import { improvePrompt } from '../improve/improve-prompt';
import { iconExists } from '../motifs/icon-library';
import { PREFERRED_ICONS } from '../motifs/synonyms';
import { hexToHsl, luma } from '../util/color';
import { liveryTone } from './contrast';
import { parseScene } from './parse-scene';
import type { Scene } from './types';

const parse = (prompt: string, seed = 7): Scene => parseScene(improvePrompt(prompt, 60), seed);
const icons = (s: Scene): string[] => s.motifs.map((m) => m.motif.icon.replace(/^game-icons:/, ''));

/** The 40 dev prompts (../shared/engine/dev-prompts.json) and what each must parse to. */
const DEV: Array<
  [
    string,
    Partial<{
      icons: string[];
      base: Scene['base']['kind'];
      flag: string;
      material: string;
      patterns: string[];
      text: string;
      stripes: string[];
      trim: boolean;
      colours: number;
    }>,
  ]
> = [
  ['howling wolf under a full moon, midnight blue and silver', { icons: ['wolf-howl'], base: 'solid', colours: 2 }],
  ['bald eagle with spread wings, brown and white', { icons: ['shape:spread-eagle'], colours: 2 }],
  ['great white shark jaws on ocean blue', { icons: ['shape:shark'], colours: 2 }],
  ['phoenix rising from flames, crimson and gold', { icons: ['shape:phoenix'], patterns: ['flames'], colours: 2 }],
  ['coiled snake with green scales on black', { icons: ['rattlesnake'], patterns: [], colours: 2 }],
  ['number 7 in gold on navy with white pinstripes', { text: '7', stripes: ['pinstripe', 'sponsor'], colours: 3 }],
  ['the word GOAL in huge red letters on white', { text: 'GOAL', colours: 2 }],
  ['#99 race number with sponsor-style stripes, orange and black', { text: '99', stripes: ['sponsor'], colours: 2 }],
  ['canadian flag maple leaf', { flag: 'canada', icons: ['shape:maple-leaf'] }],
  ['german flag stripes black red gold', { flag: 'germany', stripes: [] }],
  ['brazil flag colours with a football', { flag: 'brazil', icons: ['soccer-ball'] }],
  ['union jack', { flag: 'uk' }],
  ['halloween pumpkins and bats, orange and purple', { icons: ['pumpkin', 'bat'], colours: 2 }],
  ['christmas snowflakes on deep red', { icons: ['shape:snowflake'], colours: 1 }],
  ['cyberpunk neon city skyline, magenta and cyan', { icons: [], patterns: ['skyline'], colours: 2 }],
  ['steampunk brass gears and cogs', { icons: ['cog', 'big-gear'] }],
  ['graffiti paint drips in rainbow colours', { patterns: ['drips'], colours: 6 }],
  ['white hearts on cherry red', { icons: ['hearts'], colours: 2 }],
  ['golden crowns on royal purple', { icons: ['queen-crown'], colours: 2 }],
  ['biohazard symbols, toxic yellow and black', { icons: ['biohazard'], colours: 2 }],
  ['yin yang in black and white with red accents', { icons: ['yin-yang'], trim: true, colours: 3 }],
  ['nautical anchors and rope, navy and white', { icons: ['anchor'], patterns: ['rope'], colours: 2 }],
  ['brushed aluminium with a blue racing stripe', { material: 'brushed', stripes: ['racing'] }],
  ['dark walnut wood grain', { material: 'wood' }],
  ['white marble with gold veins', { material: 'marble' }],
  ['rusty weathered metal', { material: 'rust' }],
  ['red and black tartan plaid', { patterns: ['tartan'], colours: 2 }],
  ['leopard print', { patterns: ['leopard'] }],
  ['white polka dots on teal', { patterns: ['polka'], colours: 2 }],
  ['woodland pixel camo', { patterns: ['pixel-camo'] }],
  ['chevrons pointing forward, lime and charcoal', { patterns: ['chevrons'], colours: 2 }],
  ['half red half black, split down the middle', { base: 'split', icons: [] }],
  ['lightning over a stormy purple sky', { patterns: ['clouds', 'lightning'] }],
  ['fade from teal at the nose to black at the tail', { base: 'fade', icons: [] }],
  ['matte black with a single white racing stripe', { stripes: ['racing'], colours: 2 }],
  ['orange with gold trim', { trim: true, colours: 2 }],
  ['crosshair targets, military green', { icons: ['crosshair'] }],
  ['synthwave sun over a neon perspective grid, pink and purple', { icons: ['striped-sun'], patterns: ['grid'] }],
  ['musical notes on a black and white piano stripe', { icons: ['double-quaver'], patterns: ['piano'] }],
  ['aggressive', { icons: ['shape:claw-marks'], patterns: ['tribal'] }],
];

describe('parseScene: the dev prompts', () => {
  for (const [prompt, want] of DEV) {
    it(prompt, () => {
      const s = parse(prompt);
      if (want.icons) expect(icons(s).filter((i, k, all) => all.indexOf(i) === k)).toEqual(want.icons);
      if (want.base) expect(s.base.kind).toBe(want.base);
      if (want.flag) expect(s.base).toMatchObject({ kind: 'flag', flag: want.flag });
      if (want.material) expect(s.base).toMatchObject({ kind: 'material', material: want.material });
      if (want.patterns) expect(s.patterns.map((p) => p.id).sort()).toEqual([...want.patterns].sort());
      if (want.text) expect(s.text?.value).toBe(want.text);
      if (want.stripes) expect(s.stripes.map((x) => x.kind)).toEqual(want.stripes);
      if (want.trim) expect(s.trim).not.toBeNull();
      if (want.colours) expect(s.namedColors).toHaveLength(want.colours);
    });
  }
});

describe('motif library', () => {
  it('every preferred pick exists in the installed icon set', () => {
    for (const [word, icon] of Object.entries(PREFERRED_ICONS))
      expect(iconExists(icon.includes(':') ? icon : `game-icons:${icon}`), word).toBe(true);
  });
});

describe('parseScene: wordings', () => {
  it('reads the lettering after "says", two words in capitals together; "striped" is stripes, not a striped sun', () => {
    expect(parse('text that says GG EZ').text?.value).toBe('GG EZ');
    expect(parse('text saying NICE SHOT').text?.value).toBe('NICE SHOT');
    expect(parse('the word GOAL in huge red letters on white').text?.value).toBe('GOAL');
    const striped = parse('red and white striped');
    expect(striped.stripes.length).toBeGreaterThan(0);
    expect(icons(parse('blue and white striped with a star'))).not.toContain('striped-sun');
    expect(icons(parse('striped sun'))).toEqual(['striped-sun']);
  });

  it('holidays players name draw their subjects in their colours; a date or a country named like a thing is no subject', () => {
    expect(icons(parse('valentines day'))).toContain('hearts');
    expect(icons(parse('st patricks day'))).toContain('clover');
    expect(icons(parse('4th of july'))).toContain('firework-rocket');
    expect([...new Set(icons(parse('new years fireworks')))]).toEqual(['firework-rocket']);
    expect(icons(parse('video game controller'))).toEqual(['gamepad']);
    const turkey = parse('thanksgiving turkey');
    expect(turkey.base.kind).toBe('solid');
    expect(icons(turkey)).toEqual(['rooster']);
    expect(parse('turkey flag').base).toMatchObject({ kind: 'flag', flag: 'turkey' });
  });

  it('arctic camo is pale, a crown is gold when nobody coloured it, and cards are playing cards', () => {
    const arctic = parse('arctic camo');
    expect(luma(arctic.base.colors[0])).toBeGreaterThan(0.7);
    expect(arctic.patterns[0].id).toBe('camo');
    expect(parse('crown on black').motifs[0].color).toBe('#d4a526');
    expect(icons(parse('playing cards'))).toContain('card-ace-spades');
    expect(icons(parse('rhino'))).toEqual(['rhinoceros-horn']);
    expect(icons(parse('devil horns'))).toContain('bull-horns');
    // breeds are dogs, and a nation's name in one is no flag
    expect(icons(parse('husky'))).toEqual(['wolf-head']);
    const shepherd = parse('german shepherd on black');
    expect(shepherd.base.kind).toBe('solid');
    expect(icons(shepherd)).toEqual(['wolf-head']);
    expect(parse('german flag').base.kind).toBe('flag');
    // looks players name by their common names
    expect(parse('water').base.colors).toEqual(['#0b63b5']);
    expect(parse('northern lights').patterns[0]).toMatchObject({ id: 'aurora', colors: ['#2bff88', '#19d3c5', '#8a2be2'] });
    expect(parse('diamond plate').base).toMatchObject({ kind: 'material', material: 'brushed' });
    expect(icons(parse('baby shark'))).toEqual(['shape:shark']);
  });

  it('plain paint asked for is plain: no seeded pattern, and finish words are never subjects', () => {
    for (const prompt of ['matte black', 'plain white', 'gloss red', 'solid gold', 'candy apple red', 'blacked out', 'pearl white']) {
      const s = parse(prompt);
      expect(s.patterns, prompt).toEqual([]);
      expect(s.motifs, prompt).toEqual([]);
    }
    // a colour alone still gets a design: a livery in it, not a seeded pattern nobody asked for
    expect(parse('red').patterns).toEqual([]);
    expect(parse('red').stripes.map((x) => x.kind)).toEqual(['swoosh']);
    expect(parse('black and red').stripes.map((x) => [x.kind, x.color])).toEqual([['swoosh', '#e0202a']]);
    expect(parse('blacked out').base.colors).toEqual(['#0b0b0d']);
    expect(parse('pink and black checkers').patterns.map((p) => p.id)).toEqual(['checker']);
  });

  it('two looks set against each other with nothing else named split the car, as "half … half" does', () => {
    for (const prompt of ['fire and ice', 'fire vs ice', 'half fire half ice']) {
      const s = parse(prompt);
      expect(s.base.kind, prompt).toBe('split');
      expect(
        s.patterns.map((p) => [p.id, p.half]),
        prompt,
      ).toEqual([
        ['flames', 'left'],
        ['frost', 'right'],
      ]);
    }
    // one look in two colours, or looks beside a subject, stay whole
    expect(parse('black and orange flames').base.kind).toBe('solid');
    expect(parse('hearts and stars').base.kind).toBe('solid');
  });

  it("a colour given to a subject's part or to a pattern after the subject is theirs, not the car's or the subject's", () => {
    // "with green eyes": the eyes are green, the car is not
    const cat = parse('black cat with green eyes');
    expect(cat.motifs[0].color).toBe('#0b0b0d');
    expect(cat.base.colors[0]).not.toBe('#1fc24a');
    expect(parse('a white owl with yellow eyes').base.colors[0]).not.toBe('#ffd900');
    // "in blue water": the water is blue (its waves), the koi keeps its own colours
    const koi = parse('koi fish in blue water');
    expect(koi.patterns).toEqual([expect.objectContaining({ id: 'waves', colors: ['#1f6bff'] })]);
    expect(koi.motifs[0].color).not.toBe('#1f6bff');
    // "in gold and black" after a subject still colours it
    expect(parse('a wolf in gold and black').motifs[0].color).toBe('#d4a526');
  });

  it('an animal that names a print is the animal when it is placed in front of something or is one animal; alone it is the print', () => {
    const tiger = parse('white tiger over hazard stripes');
    expect(icons(tiger)).toContain('tiger-head');
    expect(tiger.motifs[0].color).toBe('#f4f4f4');
    expect(tiger.patterns.map((p) => p.id)).toEqual(['diagonal-stripes']);
    expect(icons(parse('a tiger'))).toEqual(['tiger-head']);
    expect(icons(parse('zebra on pink'))).toEqual(['zebra-shield']);
    for (const print of ['tiger', 'tiger stripes', 'zebra print', 'a leopard on gold']) {
      expect(icons(parse(print)), print).toEqual([]);
      expect(parse(print).patterns.length, print).toBe(1);
    }
  });

  it('a creature of fire burns from its colour to flame; other subjects are one colour', () => {
    expect(parse('phoenix rising from flames, crimson and gold').motifs[0].fade).toBe('#ff4a12');
    expect(parse('a gold firebird').motifs[0].fade).toBe('#ff4a12');
    expect(parse('a black wolf on orange').motifs[0].fade).toBeUndefined();
  });

  it('draws the pose a player names when the set has it, wherever the pose word sits', () => {
    expect(icons(parse('an eagle, wings spread, on navy'))[0]).toBe('shape:spread-eagle');
    expect(icons(parse('wolf howling at the moon'))[0]).toBe('wolf-howl');
    expect(icons(parse('a curled up snake'))[0]).toBe('snake-spiral');
    // no pose named, or a pose the set does not draw for that subject: the usual pick
    expect(icons(parse('a wolf on red'))[0]).toBe('wolf-head');
    expect(icons(parse('a howling cat'))[0]).toBe('cat');
  });
  it('binds adjective colours to their subject and "on Y" to the base', () => {
    const s = parse('a black wolf on orange');
    expect(icons(s)[0]).toBe('wolf-head');
    expect(s.motifs[0].color).toBe('#0b0b0d');
    expect(s.base).toEqual({ kind: 'solid', colors: ['#ff7a00'] });
    const h = parse('white hearts on cherry red');
    expect(h.motifs[0].color).toBe('#f4f4f4');
    expect(h.base.colors).toEqual(['#c8102e']);
  });

  it('gives camo families their palette and a one-colour camo tones of that colour', () => {
    expect(parse('desert camo')).toMatchObject({
      base: { colors: ['#8a6a3f'] },
      patterns: [{ id: 'camo', colors: ['#c2a878', '#e3d3a8'] }],
    });
    const blue = parse('blue digital camo');
    expect(blue.patterns[0].id).toBe('pixel-camo');
    expect(blue.patterns[0].colors).toHaveLength(3);
    expect(blue.base.colors[0]).not.toBe('#0b0b0d');
    expect(parse('rose gold').base.colors[0]).toBe('#d49a8c');
  });

  it('reads "<colour> car" as the base, not as a car motif', () => {
    const s = parse('white car with black racing stripes');
    expect(s.base.colors).toEqual(['#f4f4f4']);
    expect(s.motifs).toEqual([]);
    expect(s.stripes).toEqual([{ kind: 'racing', count: 2, color: '#0b0b0d' }]);
  });

  it('never paints the car in the colour of its only subject', () => {
    // "green dragon": the one colour is the dragon's, so the car is a deep shade of it (white
    // under a dark subject)
    const ground = parse('green dragon').base.colors[0];
    expect(ground).not.toBe('#1fc24a');
    expect(luma(ground)).toBeLessThan(0.15);
    expect(parse('green dragon').motifs[0].color).toBe('#1fc24a');
    expect(parse('a black wolf').base.colors).toEqual(['#f4f4f4']);
  });

  it('puts a pattern the player coloured on black or white, not on its stock colour', () => {
    const tiger = parse('neon green tiger stripes');
    expect(tiger.patterns[0]).toMatchObject({ id: 'tiger', colors: ['#39ff14'] });
    expect(tiger.base.colors).toEqual(['#0b0b0d']);
    // uncoloured, the pattern keeps its own look
    expect(parse('tiger stripes').base.colors).toEqual(['#ff7a00']);
  });

  it('sets a subject in its world when no pattern is named: the sea, a starry night', () => {
    const shark = parse('great white shark jaws on ocean blue');
    expect(shark.patterns).toMatchObject([{ id: 'waves', zone: 'lower' }]);
    expect(shark.patterns[0].colors).toContain(shark.motifs[0].color);
    const wolf = parse('howling wolf under a full moon, midnight blue and silver');
    expect(wolf.patterns).toMatchObject([{ id: 'stars', zone: 'full' }]);
    expect(luma(wolf.patterns[0].colors[0])).toBeGreaterThan(0.55);
    // no night sky on a light base, and a named pattern wins over the setting
    expect(parse('white moon on pale yellow').patterns.map((p) => p.id)).not.toContain('stars');
    expect(parse('shark with tiger stripes').patterns.map((p) => p.id)).toEqual(['tiger']);
    // hazard symbols come with hazard tape in their colour
    const toxic = parse('biohazard symbols, toxic yellow and black');
    expect(toxic.patterns).toMatchObject([{ id: 'hazard', colors: [toxic.motifs[0].color] }]);
    // sights and arms stand on camo in tones of the base
    const sight = parse('crosshair targets, military green');
    expect(sight.patterns).toMatchObject([{ id: 'camo', zone: 'full' }]);
    // tone on tone: its deepest tone is a shade of the olive, not black
    for (const tone of sight.patterns[0].colors) expect(luma(tone)).toBeGreaterThan(0.1);
    // other subjects have no setting
    expect(parse('golden crowns on royal purple').patterns).toEqual([]);
  });

  it('draws the scales named with a scaly creature on the creature, not round it', () => {
    const snake = parse('coiled snake with green scales on black');
    expect(snake.motifs[0]).toMatchObject({ skin: 'scales', color: '#1fc24a' });
    expect(snake.patterns).toEqual([]);
    // scales on their own, or with a creature that has none, stay a pattern
    expect(parse('green dragon scales').patterns.map((p) => p.id)).toEqual(['scales']);
    const eagle = parse('eagle with gold scales');
    expect(eagle.patterns.map((p) => p.id)).toEqual(['scales']);
    expect(eagle.motifs[0].skin).toBeUndefined();
  });

  it('draws a bald eagle with spread wings dark with its white head; other eagles in one colour', () => {
    expect(parse('bald eagle with spread wings, brown and white').motifs[0]).toMatchObject({
      skin: 'bald',
      motif: { icon: 'shape:spread-eagle' },
    });
    expect(parse('eagle with spread wings, gold on black').motifs[0].skin).toBeUndefined();
    // every pumpkin is a jack-o'-lantern, its copies too
    const pumpkins = parse('halloween pumpkins and bats, orange and purple').motifs.filter((m) => m.motif.icon === 'game-icons:pumpkin');
    expect(pumpkins.length).toBeGreaterThanOrEqual(2);
    for (const m of pumpkins) expect(m.skin).toBe('carved');
  });

  it('sets a hero in a dark tone of the base on a lighter livery tone, never on one it sinks into', () => {
    // the bald eagle's dark brown body on the default (darker) tone of a brown base sank
    const eagle = parse('bald eagle with spread wings, brown and white');
    const tone = eagle.stripes.find((x) => x.kind === 'swoosh')?.tone;
    expect(tone).toBeDefined();
    expect(luma(tone ?? '#000000')).toBeGreaterThan(luma(eagle.base.colors[0]));
    // a hero that stands apart from the default tone keeps it
    const crowns = parse('golden crowns on royal purple').stripes.find((x) => x.kind === 'swoosh');
    expect(crowns).toBeDefined();
    expect(crowns?.tone).toBeUndefined();
  });

  it('gives a subject nobody coloured the colours it is known by, only when the prompt names none', () => {
    const melon = parse('watermelon slices');
    expect(melon.motifs.map((m) => m.motif.icon)).toEqual(['game-icons:watermelon']);
    expect(melon.motifs[0].color).toBe('#e8384f');
    expect(melon.base.colors).toEqual(['#1f7a3a']);
    expect(parse('lion head').motifs[0].color).toBe('#d4a526');
    // a named colour wins
    expect(parse('blue watermelon').motifs[0].color).not.toBe('#e8384f');
  });

  it('reads a theme word beside another theme as the scene, never as a subject', () => {
    const palms = parse('tropical palm trees at sunset');
    // (the sunset's own sun joins them on the top)
    expect(palms.motifs.map((m) => m.motif.icon)).toEqual(['game-icons:palm-tree', 'game-icons:palm-tree', 'game-icons:striped-sun']);
    // the sunset's sky, not the jungle's greens
    expect(palms.base).toMatchObject({ kind: 'fade' });
    expect(palms.base.colors.every((h) => hexToHsl(h)[0] < 60 || hexToHsl(h)[0] > 280)).toBe(true);
    const pack = parse('wolf pack at night');
    // ("pack" is no subject: the wolves are many, heads scattered along the car)
    expect(pack.motifs.map((m) => m.motif.word)).toEqual(['wolf', 'wolf', 'full moon']);
    expect(luma(pack.base.colors[0])).toBeLessThan(0.1);
    expect(parse('octopus tentacles in purple').understood).toContain('octopus');
  });

  it('reads held-out wordings as what they name (leather, a bolt, a shark, a rubber duck, candy cane stripes, dark carbon)', () => {
    expect(parse('brown leather').base).toMatchObject({ kind: 'material', material: 'leather' });
    expect(parse('brown leather').motifs).toEqual([]);
    expect(parse('silver lightning bolt on purple').motifs[0].motif.icon).toBe('shape:bolt');
    expect(parse('blue shark on white').motifs[0].motif.icon).toBe('shape:shark');
    expect(parse('yellow rubber duck').motifs.map((m) => m.motif.icon)).toEqual(['game-icons:plastic-duck']);
    const candy = parse('red and white candy cane stripes');
    expect(candy.motifs).toEqual([]);
    expect(candy.patterns.map((p) => p.id)).toEqual(['diagonal-stripes']);
    expect(luma(parse('dark blue carbon fibre with orange accents').base.colors[0])).toBeLessThan(0.15);
  });

  it('sets a subject in the only colour named on a deep shade of it, or black under golds and yellows', () => {
    const dolphin = parse('blue dolphin jumping');
    expect(dolphin.base.colors[0]).not.toBe('#0b0b0d');
    expect(luma(dolphin.base.colors[0])).toBeLessThan(0.15);
    expect(Math.abs(hexToHsl(dolphin.base.colors[0])[0] - hexToHsl('#1f6bff')[0])).toBeLessThan(15);
    expect(parse('yellow rubber duck').base.colors).toEqual(['#0b0b0d']);
  });

  it('finds the subject a player names in common wordings', () => {
    const icons = (prompt: string): string[] => [...new Set(parse(prompt).motifs.map((m) => m.motif.icon))];
    expect(icons('cat paw prints in pink')).toEqual(['game-icons:paw-print']);
    expect(icons('green four leaf clover on white')).toEqual(['game-icons:clover']);
    // "rose" is the flower, not a colour; thorns and foam go with their subject
    expect(icons('red rose with black thorns')).toEqual(['game-icons:rose']);
    expect(parse('red rose with black thorns').motifs[0].color).toBe('#e0202a');
    expect(icons('teal waves with white foam')).toEqual([]);
    expect(icons('yellow smiley faces')).toEqual(['shape:smiley']);
    expect(icons('white snowboarder on blue')).toEqual(['game-icons:snowboard']);
    expect(icons('sushi pattern')).toEqual(['game-icons:sushis']);
    // "colorful" is many colours, a rainbow's
    expect(parse('white with colorful paint splatter').patterns[0]?.colors).toHaveLength(6);
    // a pose on "lion head" is the lion's: by "head" it found another animal's head
    expect(icons('roaring lion head on gold')).toEqual(['game-icons:lion']);
    expect(icons('snarling wolf head')).toEqual(['game-icons:wolf-head']);
    // a jersey is the number's style: the ball, not the set's jersey with a "42" of its own
    expect(icons('number 23 basketball jersey red and white')).toEqual(['game-icons:basketball-ball']);
    expect(parse('number 23 basketball jersey red and white').text?.value).toBe('23');
    // three-letter animals and things are found by their whole name, never inside longer names
    expect(icons('pink pig on green')).toEqual(['game-icons:pig']);
    expect(icons('cute puppy on light blue')).toEqual(['game-icons:sitting-dog']);
    expect(icons('silver ufo on black')).toEqual(['game-icons:ufo']);
    expect(icons('red car with flames')).toEqual([]);
    expect(icons('a tie dye run')).toEqual([]);
    // a thing a theme is named by is drawn beside the other subjects named
    expect(icons('samurai mask with pink cherry blossoms')).toEqual(['game-icons:oni', 'shape:blossom']);
    expect(icons('green dollar signs on black')).toEqual(['shape:dollar']);
    expect(icons('red lips kiss marks')).toEqual(['game-icons:lips']);
    // a number and a word asked for together are one run of lettering, the word first
    expect(parse('number 23 with the word BEAST in green').text?.value).toBe('BEAST 23');
    expect(parse('team name "VIPERS" in green with number 5').text?.value).toBe('VIPERS 5');
    expect(parse('#99 race number with sponsor-style stripes, orange and black').text?.value).toBe('99');
    // every colour given to the stripes shows: the second takes the second stripe or the pinstripes
    expect(parse('white with red and blue racing stripes').stripes).toEqual([
      { kind: 'racing', count: 2, color: '#e0202a', second: '#1f6bff' },
    ]);
    expect(parse('black with a single orange and white racing stripe').stripes[0]).toMatchObject({ count: 1, second: '#f4f4f4' });
    // a nation's adjective before a subject is its style, not a flag, unless a flag is said
    expect(parse('mexican sugar skull with roses').base.kind).toBe('solid');
    expect(icons('mexican sugar skull with roses')).toEqual(['game-icons:death-skull', 'game-icons:rose']);
    expect(icons('american eagle')).toEqual(['game-icons:eagle-head']);
    expect(parse('canadian flag maple leaf').base.flag).toBe('canada');
    expect(parse('italian').base.flag).toBe('italy');
    // cow hide is its patches, not a cow
    expect(icons('cow print')).toEqual([]);
    expect(parse('cow print').patterns.map((p) => [p.id, p.colors])).toEqual([['cowhide', ['#0b0b0d']]]);
    expect(parse('cow print').base.colors).toEqual(['#f4f4f4']);
  });

  it('reads scene words, names and patterns as what they are, never as stray subjects', () => {
    expect(parse('geometric triangles in teal and coral').motifs).toEqual([]);
    expect(parse('geometric triangles in teal and coral').patterns.map((p) => p.id)).toEqual(['shards']);
    expect(parse('star wars style space battle').motifs.map((m) => m.motif.icon)).not.toContain('game-icons:battle-axe');
    expect(parse('ice cream pastel colours').motifs[0]?.motif.icon).toBe('game-icons:ice-cream-cone');
    // lettering in the only colour named goes on black or white, not on its own colour
    const vipers = parse('team name "VIPERS" in green');
    expect(vipers.motifs).toEqual([]);
    expect(vipers.text?.value).toBe('VIPERS');
    expect(vipers.base.colors[0]).not.toBe(vipers.text?.color);
    // a tattoo's lines are its linework: no pinstripes laid over the tribal art
    expect(parse('tribal tattoo lines in black on white').patterns.map((p) => p.id)).toEqual(['tribal']);
  });

  it('reads a third screen of new prompts: glowing lava cracks, a python skin, a small rising sun, the great wave, barbed wire, the aurora, code rain, horns, bananas on yellow', () => {
    // the one colour named for a glowing theme's own pattern is its glow, on the theme's dark
    const lava = parse('lava cracks glowing orange');
    expect(luma(lava.base.colors[0])).toBeLessThan(0.1);
    expect(lava.patterns).toMatchObject([{ id: 'cracks', colors: ['#ff7a00'] }]);
    // a snake's skin named with its kind is the skin over the car, not a snake badge; in one
    // colour, scales of it on a deep shade of it
    const python = parse('green python snake skin');
    expect(python.motifs).toEqual([]);
    expect(python.patterns).toMatchObject([{ id: 'scales', colors: ['#1fc24a'] }]);
    expect(hexToHsl(python.base.colors[0])[0]).toBeCloseTo(hexToHsl('#1fc24a')[0], -1);
    expect(luma(python.base.colors[0])).toBeLessThan(luma('#1fc24a'));
    // a small rising sun is Japan's red disc as a badge, not rays over the body
    const sun = parse('minimalist white with a small red rising sun');
    expect(sun.patterns).toEqual([]);
    expect(sun.motifs[0]).toMatchObject({ motif: { icon: 'shape:disc' }, color: '#e0202a', small: true });
    expect(parse('white with a tiny rising sun').motifs[0].color).toBe('#c8102e');
    expect(parse('japanese rising sun').patterns.map((x) => x.id)).toEqual(['sunburst']);
    // Hokusai's great wave: the big wave in cream over seigaiha on Prussian blue
    const wave = parse('great wave off kanagawa');
    expect(icons(wave)).toEqual(['big-wave']);
    expect(wave.patterns.map((x) => x.id)).toEqual(['seigaiha']);
    expect(wave.base.colors).toEqual(['#14245c']);
    expect(parse('seigaiha pattern red and gold').patterns).toMatchObject([{ id: 'seigaiha', colors: ['#d4a526'] }]);
    // barbed wire strung over the car, the northern lights' curtains, digital rain
    expect(parse('barbed wire black and grey').patterns).toMatchObject([{ id: 'barbed-wire', colors: ['#7a7f86'] }]);
    expect(parse('barbed wire black and grey').motifs).toEqual([]);
    expect(parse('northern lights aurora').patterns.map((x) => x.id)).toEqual(['aurora']);
    expect(parse('matrix green code rain').patterns).toMatchObject([{ id: 'code-rain', colors: ['#1fc24a'] }]);
    expect(luma(parse('matrix green code rain').base.colors[0])).toBeLessThan(0.05);
    // a subject's horns and paws are its own, not a second subject beside it; horned, the
    // set's horned variant; a demon is a horned, snarling face
    expect(icons(parse('red demon with horns'))).toEqual(['oni']);
    expect(icons(parse('skull with horns'))).toEqual(['horned-skull']);
    expect(icons(parse('bull with big horns'))).toEqual(['bull']);
    expect(icons(parse('cute cat with pink paws'))).toEqual(['cat']);
    // a cat's face is its own shape, big-eyed (the sitting cat read as "not a face, not cute")
    expect(icons(parse('cute cat face pastel'))).toEqual(['shape:cat-face']);
    expect(icons(parse('kitty cat pink on white'))).toEqual(['shape:cat-face']);
    expect(new Set(icons(parse('horns')))).toEqual(new Set(['bull-horns']));
    // art stands off its ground in lightness or hue: no yellow bananas on a yellow car
    const bananas = parse('cartoon bananas on yellow');
    expect(Math.abs(luma(bananas.motifs[0].color) - luma(bananas.base.colors[0]))).toBeGreaterThan(0.1);
  });

  it('reads a fourth screen: a shade with its family word, a breed named by a colour, blood, a chrome subject, ghost flames, the spiderman suit', () => {
    // "emerald green" is one colour, and the scales' own
    expect(parse('emerald green dragon scales').patterns).toMatchObject([{ id: 'scales', colors: ['#0fa36b'] }]);
    // a golden retriever is a golden dog, not a gold-leaf car
    const dog = parse('golden retriever dog');
    expect(dog.base.kind).toBe('solid');
    expect(icons(dog)).toEqual(['sitting-dog']);
    expect(dog.motifs[0].color).toBe('#d9a441');
    // bloody hands are blood-red hands on black (not the set's bloody-stash bag)
    const hands = parse('bloody handprints');
    expect(new Set(icons(hands))).toEqual(new Set(['shape:handprint']));
    expect(hands.motifs[0].color).toBe('#a3000f');
    expect(hands.base.colors).toEqual(['#0b0b0d']);
    // a chrome skull is a silver skull on the car's colour; "chrome" alone is the car's material
    const skull = parse('chrome skull on black');
    expect(skull.base).toMatchObject({ kind: 'solid', colors: ['#0b0b0d'] });
    expect(skull.motifs[0].color).toBe('#c0c6cc');
    expect(parse('full chrome wrap').base).toMatchObject({ kind: 'material', material: 'chrome' });
    // ghost flames are faint pearl flames, not ghosts in orange fire
    const ghost = parse('ghost flames on black');
    expect(ghost.motifs).toEqual([]);
    expect(ghost.patterns).toMatchObject([{ id: 'flames', colors: ['#5a5f68', '#aab0b8'] }]);
    // the spiderman suit: red under black webbing, the spider on it
    const spidey = parse('spiderman');
    expect(spidey.base.colors).toEqual(['#c8102e']);
    expect(spidey.patterns).toMatchObject([{ id: 'web', colors: ['#0b0b0d'] }]);
    expect(icons(spidey)).toEqual(['spider-alt']);
    // (the suit's web named as a word is its webbing, not a web badge)
    expect(icons(parse('spiderman red and blue web'))).toEqual(['spider-alt']);
  });

  it('reads held-out wordings: a pride flag, a rainbow subject, lava on black rock, a checkered flag, a team "style"', () => {
    const pride = parse('rainbow pride stripes');
    expect(pride.base).toMatchObject({ kind: 'flag', flag: 'pride' });
    expect(pride.base.colors).toHaveLength(6);
    expect(parse('rainbow stripes').base.flag).toBe('pride');
    // the rainbow is in the art around the subject, every colour of it
    const unicorn = parse('rainbow unicorn');
    expect(unicorn.motifs[0].motif.icon).toBe('game-icons:unicorn');
    expect(unicorn.patterns[0].colors).toHaveLength(6);
    // what the cracks glow on is the base, not a boulder badge
    const lava = parse('lava cracks glowing orange on black rock');
    expect(lava.base.colors[0]).toBe('#0b0b0d');
    expect(lava.patterns.map((p) => p.id)).toEqual(['cracks']);
    expect(lava.motifs).toEqual([]);
    expect(parse('checkered flag finish line black and white').patterns.map((p) => p.id)).toEqual(['checker']);
    expect(parse('team liquid horse logo style blue').motifs.map((m) => m.motif.word)).toEqual(['horse']);
    // one bull named twice is one charging bull, on the flanks, on a navy car
    const bull = parse('red bull racing style, navy with red charging bull');
    expect(bull.motifs.map((m) => [m.motif.icon, m.role, m.place])).toEqual([['game-icons:charging-bull', 'hero', 'both']]);
    expect(bull.base.colors[0]).toBe('#14245c');
    // a part's colour beside the subject's own outlines it and carries its accent lines, no
    // copies of the subject in it
    const wolf = parse('white wolf on black with blue eyes');
    expect(wolf.motifs.map((m) => [m.role, m.color, m.outline])).toEqual([['hero', '#f4f4f4', '#1f6bff']]);
    expect(wolf.stripes[0]?.color).toBe('#1f6bff');
    // one stripe named alone runs down the car; stripes are sponsor bands
    expect(parse('retro gulf style light blue with orange stripe').stripes).toEqual([{ kind: 'racing', count: 1, color: '#ff7a00' }]);
    expect(parse('black with orange stripes').stripes[0]?.kind).toBe('sponsor');
    // Japan's sun is its red disc; Gulf is powder blue and orange; Batman his emblem, black and yellow
    expect(parse('white with red sun, japanese').motifs[0]).toMatchObject({ motif: { icon: 'shape:disc' }, color: '#e0202a' });
    const gulf = parse('vintage gulf racing livery');
    expect([gulf.base.colors[0], gulf.stripes[0]?.color]).toEqual(['#8ec9e8', '#ff7a00']);
    const batman = parse('batman');
    expect([batman.base.colors[0], batman.motifs[0].motif.icon, batman.motifs[0].color]).toEqual([
      '#0b0b0d',
      'game-icons:batwing-emblem',
      '#ffd900',
    ]);
    // sakura on a fade of pink and blue: a pale tint of its own pink, not black
    const sakura = parse('anime style pink and blue gradient with sakura').motifs[0].color;
    expect(hexToHsl(sakura)[2]).toBeGreaterThan(0.8);
    expect(hexToHsl(sakura)[0]).toBeGreaterThan(300);
  });

  it('scatters the stars of a night sky, with no hero star; stars alone keep their hero', () => {
    const galaxy = parse('galaxy nebula with stars');
    expect(galaxy.patterns.map((p) => p.id)).toContain('galaxy');
    expect(galaxy.motifs.filter((m) => m.motif.icon === 'shape:star').map((m) => m.role)).toEqual(['scatter']);
    expect(
      parse('gold stars on navy')
        .motifs.filter((m) => m.motif.icon === 'shape:star')
        .map((m) => m.role),
    ).toEqual(['hero', 'scatter']);
  });

  it("draws an alien as the classic alien head, and lays a gold car's livery in amber, not olive", () => {
    expect(parse('green alien on purple').motifs[0].motif.icon).toBe('shape:alien');
    const [gold, tone] = ['#d4a526', liveryTone('#d4a526')].map((h) => hexToHsl(h)[0]);
    expect(tone).toBeLessThan(gold);
    // Japan's disc is an emblem the composer places, in the flag's red
    const japan = parse('japanese flag');
    expect(japan.motifs[0]).toMatchObject({ motif: { icon: 'shape:disc' }, color: '#bc002d' });
    expect(japan.namedColors).toContain('#bc002d');
  });

  it("gives a subject left uncoloured its own colour when the named ones are the base's", () => {
    const snow = parse('snowflakes on ice blue');
    expect(snow.base.colors).toEqual(['#a5e6ff']);
    expect(snow.motifs[0].color).toBe('#f4f4f4');
    const blossoms = parse('cherry blossoms on black');
    expect(blossoms.motifs[0]).toMatchObject({ motif: { icon: 'shape:blossom' }, color: '#ff8fc4' });
    // a colour the player named for the art still wins
    expect(parse('blue snowflakes on black').motifs[0].color).not.toBe('#f4f4f4');
  });

  it('reads a shade followed by its family word as one colour', () => {
    expect(parse('mint green with white dots').namedColors).toEqual(['#6ff0c0', '#f4f4f4']);
    expect(parse('crimson red with black racing stripes').namedColors).toEqual(['#c0102e', '#0b0b0d']);
    // two colours of one family stay two
    expect(parse('red and crimson').namedColors.length).toBe(2);
    expect(parse('sunflower field').motifs.map((m) => m.motif.icon)).toEqual(['game-icons:sunflower']);
    expect(parse('black panther').motifs[0]?.motif.icon).toBe('game-icons:saber-toothed-cat-head');
    expect(parse('matrix code rain').motifs).toEqual([]);
  });

  it('knows the colour names players use and reads a shade adjective before a hue as one tinted colour', () => {
    for (const name of ['terracotta', 'salmon', 'mauve', 'champagne', 'seafoam', 'periwinkle', 'mustard', 'wine', 'cerulean', 'denim'])
      expect(parse(`${name} with white dots`).namedColors.length, name).toBe(2);
    expect(parse('steel blue').base).toMatchObject({ kind: 'solid', colors: ['#4682b4'] });
    expect(parse('hunter green').namedColors).toEqual(['#355e3b']);
    // "sandy yellow" is one yellow, tinted towards sand, never two colours
    const sandy = parse('scorpion, sandy yellow and black');
    expect(sandy.namedColors.length).toBe(2);
    expect(hexToHsl(sandy.motifs[0].color)[0]).toBeGreaterThan(35);
    expect(hexToHsl(sandy.motifs[0].color)[0]).toBeLessThan(60);
  });

  it('reads compound subjects and what a colour names on a subject', () => {
    const names = (prompt: string): string[] => [...new Set(parse(prompt).motifs.map((m) => m.motif.icon.replace(/^game-icons:/, '')))];
    expect(names('bengal tiger face, orange and black stripes')).toEqual(['tiger-head']);
    expect(names('rocket ship blasting off into space with planets')).toEqual(['rocket-flight', 'ringed-planet']);
    expect(names('purple octopus tentacles wrapping the car')).toEqual(['octopus', 'curled-tentacle']);
    expect(names('crossed swords on black')).toEqual(['crossed-swords']);
    // katanas cross as curved blades; an eastern dragon is a serpent
    expect(names('samurai katana swords crossed, dark red')).toContain('sword-clash');
    expect(names('red chinese dragon on black')).toEqual(['shape:eastern-dragon']);
    // a placement after a subject's second name still places it
    expect(parse('sharp teeth monster mouth on the front').motifs[0].place).toBe('top');
    expect(names('viking with axes and runes')).toContain('battle-axe');
    expect(names('ice cold frozen with icicles')).toEqual(['frozen-block']);
    // teeth nobody coloured are white in a blood-red mouth, not "sharp" axes
    const teeth = parse('sharp teeth monster mouth on the front');
    expect(names('sharp teeth monster mouth on the front')).toEqual(['bestial-fangs']);
    expect(teeth.motifs[0].color).toBe('#f4f4f4');
    expect(parse('retro racing livery, gulf blue and orange').stripes[0]).toMatchObject({ kind: 'racing', color: '#ff7a00' });
    // a subject named twice takes the colour given at either name
    const chili = parse('ghost pepper red hot chili');
    expect(chili.motifs[0]).toMatchObject({ motif: { icon: 'game-icons:chili-pepper' }, color: '#e0202a' });
    expect(chili.base.colors[0]).not.toBe('#e0202a');
  });

  it('reads looks players name: a taxi, holographic film, tie dye, snakeskin, comic halftone, a single letter', () => {
    const taxi = parse('taxi');
    expect(taxi.base.colors).toEqual(['#ffc21a']);
    expect(taxi.patterns[0]).toMatchObject({ id: 'checker', zone: 'lower' });
    const holo = parse('holographic');
    expect(luma(holo.base.colors[0])).toBeGreaterThan(0.85);
    expect(holo.patterns[0].id).toBe('shards');
    expect(holo.patterns[0].colors.every((h) => luma(h) > 0.5)).toBe(true);
    expect(parse('tie dye').patterns[0].colors.length).toBeGreaterThanOrEqual(3);
    expect(parse('snakeskin').patterns.map((p) => p.id)).toEqual(['scales']);
    const comic = parse('comic book halftone dots, yellow and red');
    expect(comic.motifs).toEqual([]);
    expect(comic.patterns.map((p) => p.id)).toEqual(['polka']);
    expect(parse('the letter R in red').text).toMatchObject({ value: 'R', color: '#e0202a' });
    // the words around a subject are not subjects of their own
    const names = (prompt: string): string[] => parse(prompt).motifs.map((m) => m.motif.icon);
    expect(names('forest trees silhouette')).not.toContain('game-icons:fire-silhouette');
    expect(names('hibiscus flowers hawaiian shirt')).not.toContain('game-icons:shirt');
  });

  it('puts what the player places where it was placed: flames on the sides, a skull on the hood', () => {
    expect(parse('burgundy with silver flames on the sides').patterns[0]).toMatchObject({ id: 'flames', zone: 'sides' });
    expect(parse('black and orange flames').patterns[0].zone).toBe('full');
    const skull = parse('skull on the hood');
    expect(skull.motifs.filter((m) => m.role === 'hero').map((m) => m.place)).toEqual(['top']);
    expect(parse('white skull on black').motifs[0].place).toBe('both');
    // a flag's emblem (Mexico's eagle: without it the flag is Italy's) and a pose by the icon's name
    expect(parse('mexican flag').motifs[0].motif.icon).toBe('game-icons:eagle-emblem');
    expect(parse('rocket ship blasting off').motifs[0].motif.icon).toBe('game-icons:rocket-flight');
  });

  it('splits two looks named half and half between the halves of the car, in the order named', () => {
    const fireIce = parse('fire and ice, half flames half frost');
    expect(fireIce.base.kind).toBe('split');
    expect(fireIce.patterns.map((p) => [p.id, p.half])).toEqual([
      ['flames', 'left'],
      ['frost', 'right'],
    ]);
    // ice is pale, fire is not
    expect(luma(fireIce.base.colors[1])).toBeGreaterThan(luma(fireIce.base.colors[0]));
    // two colours split as before; one look alone is no split
    expect(parse('half red half black, split down the middle').patterns).toEqual([]);
    expect(parse('flames').base.kind).toBe('solid');
  });

  it("sets a named subject in its theme's scene: palms at sunset get the sun, an owl at night the moon", () => {
    const palms = parse('tropical palm trees at sunset');
    expect(palms.motifs.map((m) => [m.motif.icon, m.place])).toContainEqual(['game-icons:striped-sun', 'top']);
    expect(palms.motifs.find((m) => m.motif.icon === 'game-icons:striped-sun')?.color).toBe('#fff0b8');
    const owl = parse('owl with glowing yellow eyes at night');
    expect(owl.motifs.find((m) => m.motif.icon === 'shape:disc')?.skin).toBe('moon');
    expect(parse('japanese flag').motifs[0].skin).toBeUndefined();
    // a gold car is polished gold; matte gold stays paint
    expect(parse('number 1 champion gold').base).toMatchObject({ kind: 'material', material: 'gold' });
    expect(parse('matte gold').base.kind).toBe('solid');
    // not beside a flag, text or two subjects of the player's own
    expect(parse('number 7 at sunset').motifs.map((m) => m.motif.icon)).not.toContain('game-icons:striped-sun');
  });

  it('keeps the colour a player named the colour seen: art on dark red stays red, a cute pink bunny is on pink', () => {
    const katanas = parse('samurai katana swords crossed, dark red');
    const [hue, sat] = hexToHsl(katanas.motifs[0].color);
    expect(hue > 340 || hue < 10).toBe(true);
    expect(sat).toBeGreaterThan(0.7);
    const bunny = parse('cute pink bunny');
    expect(hexToHsl(bunny.base.colors[0])[0]).toBeGreaterThan(300);
    expect(luma(bunny.base.colors[0])).toBeGreaterThan(0.7);
  });

  it('reads aztec, navajo and mayan as geometric blanket bands, in the colours named or their own', () => {
    const aztec = parse('aztec tribal pattern, terracotta and cream');
    expect(aztec.patterns.map((p) => p.id)).toEqual(['aztec']);
    expect(aztec.motifs).toEqual([]);
    expect([aztec.base.colors[0], ...aztec.patterns[0].colors].sort()).toEqual(['#c8553d', '#f3e8c8']);
    expect(parse('navajo').patterns[0].colors.length).toBe(3);
    // and the 80s as Memphis shapes, in the colours named
    const eighties = parse('baby blue and hot pink retro 80s');
    expect(eighties.patterns.map((p) => [p.id, p.colors])).toEqual([['memphis', ['#ff2d95']]]);
    expect(eighties.base.colors).toEqual(['#9fd3ff']);
  });

  it('keeps a minimalist car clean: one stripe in the second colour, no pattern over the body', () => {
    const minimal = parse('minimalist black and white');
    expect(minimal.patterns).toEqual([]);
    expect(minimal.base.colors).toEqual(['#0b0b0d']);
    expect(minimal.stripes.map((x) => [x.kind, x.count, x.color])).toEqual([
      ['racing', 1, '#f4f4f4'],
      ['pinstripe', 1, '#f4f4f4'],
    ]);
    // the eyes' colour is the owl's, and the night is the car's
    const owl = parse('owl with glowing yellow eyes at night');
    expect(owl.motifs[0].color).toBe('#ffd900');
    expect(luma(owl.base.colors[0])).toBeLessThan(0.15);
  });

  it('paints a camo in the two colours named, and a one-colour camo in tones of it', () => {
    const two = parse('camo pink and black');
    expect(two.base.colors).toEqual(['#0b0b0d']);
    expect(two.patterns[0].colors[0]).toBe('#ff5fb0');
    expect(two.patterns[0].colors.length).toBe(2);
    expect(parse('blue digital camo').patterns[0].colors.length).toBe(3);
    // a plain green camo is a field green; a neon one stays neon; no blotch is black
    const field = parse('green camo with a white star').patterns[0].colors;
    expect(hexToHsl(field[0])[1]).toBeLessThan(hexToHsl('#1fc24a')[1]);
    expect(parse('neon green camo').patterns[0].colors[0]).toBe('#39ff14');
    for (const h of field) expect(luma(h)).toBeGreaterThan(0.05);
    // a subject the set names in the plural
    expect(parse('music headphones purple').motifs.map((m) => m.motif.icon)).toContain('game-icons:headphones');
  });

  it('sets a galaxy in deep space with the named colours as its nebula, and clouds alone in a fair sky', () => {
    const galaxy = parse('pink and purple galaxy');
    expect(luma(galaxy.base.colors[0])).toBeLessThan(0.1);
    expect(galaxy.patterns[0].colors).toEqual(['#ff5fb0', '#8a2be2']);
    expect(luma(parse('clouds').base.colors[0])).toBeGreaterThan(0.45);
    // a storm's lit crests stay close to its sky: a stormy sky is dark, not "a bright lilac marble"
    const storm = parse('lightning over a stormy purple sky');
    const clouds = storm.patterns.find((p) => p.id === 'clouds');
    expect(luma(clouds?.colors[0] ?? '#ffffff') - luma(storm.base.colors[0])).toBeLessThan(0.2);
  });

  it('lays hazard stripes over the whole car, yellow on black unless coloured', () => {
    const hazard = parse('hazard stripes');
    expect(hazard.motifs).toEqual([]);
    expect(hazard.patterns).toMatchObject([{ id: 'diagonal-stripes', zone: 'full', colors: ['#f2e600'] }]);
    expect(hazard.base.colors).toEqual(['#0b0b0d']);
    expect(parse('yellow and black hazard stripes').motifs).toEqual([]);
  });

  it('paints stripes in a colour given to them that shows on the base', () => {
    for (const prompt of ['red and white racing stripes', 'green and white stripes']) {
      const scene = parse(prompt);
      expect(scene.stripes.length, prompt).toBeGreaterThan(0);
      for (const x of scene.stripes) expect(x.color, prompt).not.toBe(scene.base.colors[0]);
      expect(scene.stripes[0].color, prompt).toBe('#f4f4f4');
    }
    expect(parse('gold hexagon armor on black').motifs).toEqual([]);
  });

  it('burns a flaming subject, paints lava in its colours and keeps carbon a weave', () => {
    const skull = parse('flaming skull');
    expect(skull.motifs.map((m) => m.motif.icon)).toEqual(['game-icons:death-skull']);
    expect(skull.patterns.map((p) => p.id)).toEqual(['flames']);
    const lava = parse('lava');
    expect(lava.patterns).toMatchObject([{ id: 'cracks' }]);
    expect(lava.patterns[0].colors).toContain('#ff5a00');
    // (a spiderweb is a web over the panels now, not the set's badge: scene/words/patterns)
    expect(parse('spiderweb black and red').patterns.map((p) => p.id)).toEqual(['web']);
    // a colour given to the stripes never paints the weave
    const carbon = parse('carbon fibre with red pinstripe');
    expect(carbon.patterns.find((p) => p.id === 'carbon')?.colors).not.toContain('#e0202a');
    expect(parse('blue carbon fiber').patterns.find((p) => p.id === 'carbon')?.colors).toEqual(['#1f6bff']);
  });

  it('sets a theme backdrop in tones of the base when the player named the colours', () => {
    const wave = parse('japanese wave, navy and cream');
    for (const p of wave.patterns) for (const h of p.colors) expect(['#c8102e', '#0b0b0d']).not.toContain(h);
  });

  it('shares colours between patterns named together, and gives a howling wolf the colour of its moon', () => {
    const tribal = parse('tribal tattoo flames, black on white');
    expect(tribal.patterns.map((p) => [p.id, p.colors])).toEqual([
      ['tribal', ['#0b0b0d']],
      ['flames', ['#0b0b0d']],
    ]);
    const howl = parse('grey wolf howling at the red moon');
    expect(howl.motifs[0]).toMatchObject({ motif: { icon: 'game-icons:wolf-howl' } });
    expect(howl.motifs[0].color).toBe(howl.namedColors[1]);
  });

  it('knows which way the howling wolf faces in its drawing', () => {
    expect(parse('howling wolf under a full moon, midnight blue and silver').motifs[0].motif).toMatchObject({
      icon: 'game-icons:wolf-howl',
      facing: 'left',
    });
  });

  it('reads what a subject is doing as its pose, never as a second subject', () => {
    expect(parse('astronaut floating in space').motifs.map((m) => m.motif.word)).toEqual(['astronaut']);
    expect(parse('a dolphin jumping, teal and orange').motifs.map((m) => m.motif.word)).toEqual(['dolphin']);
  });

  it('keeps a colour with only a trim plain: the trim frames it (livery lines in the trim colour read as bars, not trim)', () => {
    const scene = parse('orange with gold trim');
    expect(scene.trim).not.toBeNull();
    expect(scene.stripes).toEqual([]);
  });

  it('makes named accents the livery accent lines and trims a band along the edges', () => {
    const yy = parse('yin yang in black and white with red accents');
    expect(yy.trim).toMatchObject({ kind: 'accent', color: '#e0202a' });
    // black and white: the livery shape takes the hero's black, its lines the red
    expect(yy.stripes).toEqual([{ kind: 'swoosh', count: 1, color: '#e0202a', tone: '#0b0b0d', bold: true }]);
    expect(parse('orange with gold trim').trim?.kind).toBe('edge');
    // a hero with an edge trim keeps the trim and gets no livery over it
    expect(parse('black wolf on white with gold trim').stripes).toEqual([]);
  });

  it('reads chrome before a trim as the trim in chrome, and chrome alone as the material', () => {
    // (it made "white car with chrome trim" a chrome car with gold trim)
    const white = parse('white car with chrome trim');
    expect(white.base).toMatchObject({ kind: 'solid', colors: ['#f4f4f4'] });
    expect(white.trim).toMatchObject({ kind: 'edge', color: '#c0c6cc' });
    expect(parse('red car with chrome accents').base.colors[0]).toBe('#e0202a');
    const chrome = parse('chrome with red trim');
    expect(chrome.base).toMatchObject({ kind: 'material', material: 'chrome' });
    expect(chrome.trim?.color).toBe('#e0202a');
  });

  it('never paints a subject nobody coloured in its own pattern colour', () => {
    const angry = parse('aggressive');
    const claw = angry.motifs[0].color;
    for (const p of angry.patterns) expect(p.colors).not.toContain(claw);
  });

  it('paints a matte base flat and a glossy one shaded', () => {
    expect(parse('matte black with a single white racing stripe').base).toMatchObject({ kind: 'solid', matte: true });
    expect(parse('Satin grey with a red pinstripe').base.matte).toBe(true);
    expect(parse('glossy black with a white racing stripe').base.matte).toBeUndefined();
  });

  it('reads "in <colour>" after text and subjects', () => {
    expect(parse('number 7 in gold on navy').text).toMatchObject({ value: '7', isNumber: true, color: '#d4a526' });
    expect(parse('a dragon in emerald').motifs[0].color).toBe('#0fa36b');
  });

  it('finds text: quoted words, the word X, #N, number N, upper-case words', () => {
    expect(parse('"Bolt" in white on black').text?.value).toBe('BOLT');
    expect(parse('the word turbo on red').text?.value).toBe('TURBO');
    expect(parse('#7 on yellow').text).toMatchObject({ value: '7', isNumber: true });
    expect(parse('race car with number 10').text?.value).toBe('10');
    expect(parse('SPEED in blue').text?.value).toBe('SPEED');
  });

  it('splits, halves and fades in the order the player gave', () => {
    expect(parse('blue and orange split down the middle').base).toEqual({ kind: 'split', colors: ['#1f6bff', '#ff7a00'] });
    expect(parse('half white half green').base).toMatchObject({ kind: 'split', colors: ['#f4f4f4', '#1fc24a'] });
    expect(parse('fade from teal at the nose to black at the tail').base.colors).toEqual(['#0f9e9e', '#0b0b0d']);
    expect(parse('fade from black at the tail to teal at the nose').base.colors).toEqual(['#0f9e9e', '#0b0b0d']);
    // a fade runs through every colour named for it, in order
    expect(parse('rainbow gradient').base).toMatchObject({ kind: 'fade' });
    expect(parse('rainbow gradient').base.colors).toHaveLength(6);
    expect(parse('red to orange to yellow fade').base.colors).toEqual(['#e0202a', '#ff7a00', '#ffd900']);
    expect(parse('fade from yellow at the tail through orange to red at the nose').base.colors).toEqual(['#e0202a', '#ff7a00', '#ffd900']);
  });

  it('reads accents, trims and stripes with their colours', () => {
    expect(parse('grey with red accents').trim?.color).toBe('#e0202a');
    expect(parse('orange with gold trim').trim?.color).toBe('#d4a526');
    expect(parse('white with a thin blue pinstripe').stripes).toEqual([{ kind: 'pinstripe', count: 1, color: '#1f6bff' }]);
    expect(parse('black with twin red racing stripes').stripes).toEqual([{ kind: 'racing', count: 2, color: '#e0202a' }]);
    // one line is one pinstripe, not lines over every panel; line art is a style
    const line = parse('minimalist white with a thin red line');
    expect(line.stripes).toEqual([{ kind: 'pinstripe', count: 1, color: '#e0202a' }]);
    expect(line.patterns).toEqual([]);
    expect(parse('tribal line art').stripes).toEqual([]);
    // a stripe in the only colour named is that colour, on a car of another tone
    const single = parse('a red racing stripe down the middle');
    expect(single.stripes[0].color).toBe('#e0202a');
    expect(single.base.colors[0]).not.toBe('#e0202a');
  });

  it("reads a colour that closes the prompt as the subject's, and keeps accents off the base", () => {
    expect(parse('frog green').motifs[0].color).toBe('#1fc24a');
    expect(parse('tiger face orange').motifs[0].color).toBe('#ff7a00');
    // (a colour phrase there is still the car's ocean)
    expect(parse('shark ocean blue').base.colors).toEqual(['#0b63b5']);
    const skull = parse('skull on black');
    expect(skull.stripes.map((x) => x.color)).not.toContain(skull.base.colors[0]);
  });

  it('knows racing flags, hockey sticks and hex patterns', () => {
    for (const prompt of ['checkered flag', 'chequered flag', 'racing flag and number 44 in yellow']) {
      expect(icons(parse(prompt)), prompt).toContain('checkered-flag');
      expect(
        parse(prompt).patterns.map((p) => p.id),
        prompt,
      ).toEqual(['checker']);
    }
    expect(parse('checkered flag').base.colors).toEqual(['#0b0b0d']);
    expect(icons(parse('hockey sticks'))).toEqual(['hockey', 'hockey']);
    expect(parse('neon green and black hex pattern').patterns.map((p) => p.id)).toEqual(['hex']);
  });

  it('asks nothing of the set for "random" or "surprise me", and reads a colour given after where a thing goes', () => {
    for (const prompt of ['random', 'surprise me', 'something cool']) {
      expect(parse(prompt).motifs, prompt).toEqual([]);
      expect(parse(prompt).patterns.length, prompt).toBe(1);
    }
    const doors = parse('put the number 88 on the doors in white');
    expect(doors.text).toMatchObject({ value: '88', color: '#f4f4f4' });
    expect(doors.base.colors[0]).not.toBe('#f4f4f4');
    expect(parse('a wolf on the hood in silver').motifs[0].color).toBe('#c0c6cc');
  });

  it("paints glitter in the car's own colour, and knows zigzags, rock and roll and sci-fi", () => {
    for (const [prompt, hex] of [
      ['glitter purple', '#8a2be2'],
      ['red glitter', '#e0202a'],
      ['metal flake green', '#1fc24a'],
    ] as const) {
      const scene = parse(prompt);
      expect(
        scene.patterns.map((p) => p.id),
        prompt,
      ).toEqual(['glitter']);
      expect(scene.base.colors[0], prompt).toBe(hex);
      expect(scene.motifs, prompt).toEqual([]);
    }
    expect(parse('zigzag black and white').patterns.map((p) => p.id)).toEqual(['chevrons']);
    expect(icons(parse('rock and roll guitar'))).toEqual(['guitar']);
    expect(parse('futuristic').patterns.map((p) => p.id)).toEqual(['circuit']);
  });

  it('knows colours named after nations and metals, and "all" one colour as plain paint', () => {
    const brg = parse('british racing green');
    expect(brg.base).toMatchObject({ kind: 'solid', colors: ['#004225'] });
    expect(brg.patterns).toEqual([]);
    expect(parse('british flag').base.kind).toBe('flag');
    expect(parse('all red').patterns).toEqual([]);
    expect(parse('rose gold').base).toMatchObject({ kind: 'material', material: 'gold', colors: ['#d49a8c', expect.any(String)] });
  });

  it('lays a stripe put on the sides along the flanks, and a race series as a racing livery', () => {
    expect(parse('black with a red stripe on the side').stripes).toEqual([{ kind: 'sponsor', count: 1, color: '#e0202a' }]);
    expect(parse('side stripe').stripes.map((x) => [x.kind, x.count])).toEqual([['sponsor', 1]]);
    // (down the middle is still the racing stripe over the top)
    expect(parse('white with a blue stripe down the middle').stripes[0].kind).toBe('racing');
    for (const prompt of ['rally car livery', 'nascar', 'jdm']) {
      const scene = parse(prompt);
      expect(scene.motifs, prompt).toEqual([]);
      expect(
        scene.stripes.map((x) => x.kind),
        prompt,
      ).toEqual(['racing', 'sponsor']);
    }
  });

  it("reads a creature's print as its skin, in its own tones", () => {
    for (const prompt of ['snake print', 'fish scales']) {
      expect(
        parse(prompt).patterns.map((p) => p.id),
        prompt,
      ).toEqual(['scales']);
      expect(parse(prompt).motifs, prompt).toEqual([]);
    }
    expect(parse('snake print').base.colors).toEqual(['#2e2a1e']);
    expect(parse('giraffe print').patterns[0]).toMatchObject({ id: 'cowhide', colors: ['#a0522d'] });
    expect(parse('dunes').patterns.map((p) => p.id)).toEqual(['waves']);
  });

  it('knows more national flags, and a country named like a thing is the thing', () => {
    for (const [prompt, id] of [
      ['india', 'india'],
      ['nigeria', 'nigeria'],
      ['romania', 'romania'],
      ['iceland', 'iceland'],
    ] as const)
      expect(parse(prompt).base, prompt).toMatchObject({ kind: 'flag', flag: id });
    expect(parse('chile peppers').base.kind).not.toBe('flag');
  });

  it('letters a bare number put somewhere on the car, never a count', () => {
    expect(parse('black car with orange flames on the front and a 13 on the doors').text?.value).toBe('13');
    expect(parse('a 7 on the hood').text?.value).toBe('7');
    expect(parse('2 stripes on the sides').text).toBeNull();
    expect(parse('3 stars on the roof').text).toBeNull();
  });

  it('letters a gamer tag, and the whole phrase after "says"', () => {
    expect(parse('my gamertag xXSniperXx').text?.value).toBe('XXSNIPERXX');
    expect(parse('my clan tag FTW').text?.value).toBe('FTW');
    const says = parse('text that says hello world');
    expect(says.text?.value).toBe('HELLO WORLD');
    expect(says.motifs).toEqual([]);
    expect(parse('a car that says go team in red').text).toMatchObject({ value: 'GO TEAM', color: '#e0202a' });
    expect(parse('graffiti tag style').text).toBeNull();
  });

  it('colours a subject by the theme word that names its kind', () => {
    // (icy white on the ice blue)
    expect(parse('ice dragon').motifs[0].color).toBe('#f4f4f4');
    expect(parse('lava dragon').motifs[0].color).toBe('#ff5a00');
    // (its own colour stands where the theme word is not its kind)
    expect(parse('halloween pumpkins and bats, orange and purple').motifs[0].color).toBe('#ff7a00');
    expect(icons(parse('compass rose'))).toEqual(['compass']);
  });

  it('knows more holidays, lanterns and confetti', () => {
    expect(icons(parse('day of the dead'))).toContain('death-skull');
    expect(icons(parse('lunar new year'))).toEqual(['shape:eastern-dragon', 'paper-lantern']);
    expect(parse('lunar new year').base.colors).toEqual(['#c8102e']);
    expect(icons(parse('reindeer'))).toEqual(['deer-head']);
    const confetti = parse('confetti');
    expect(confetti.patterns[0].id).toBe('memphis');
    expect(confetti.patterns[0].colors.length).toBeGreaterThanOrEqual(4);
    expect(parse('pink confetti on white').patterns[0].colors).toEqual(['#ff5fb0']);
  });

  it('draws cloth and ornament patterns as the nearest it knows, never as a badge', () => {
    for (const [prompt, id] of [
      ['gingham pink', 'tartan'],
      ['houndstooth', 'checker'],
      ['herringbone', 'chevrons'],
      ['greek key pattern', 'aztec'],
      ['damask gold on black', 'art-deco'],
    ] as const) {
      expect(
        parse(prompt).patterns.map((p) => p.id),
        prompt,
      ).toEqual([id]);
      expect(parse(prompt).motifs, prompt).toEqual([]);
    }
    expect(icons(parse('floral'))).toEqual(['lotus-flower']);
  });

  it('knows carbon by any name, code as green circuitry, and copper and bronze as polished metal', () => {
    for (const prompt of ['forged carbon', 'exposed carbon', 'kevlar'])
      expect(
        parse(prompt).patterns.map((p) => p.id),
        prompt,
      ).toEqual(['carbon']);
    expect(parse('binary code').patterns[0]).toMatchObject({ id: 'circuit', colors: ['#1fc24a'] });
    for (const prompt of ['copper', 'bronze']) expect(parse(prompt).base).toMatchObject({ kind: 'material', material: 'gold' });
  });

  it('knows a bull skull and whales, and sets sea creatures in the deep sea', () => {
    expect(icons(parse('bull skull'))).toEqual(['animal-skull']);
    expect(icons(parse('orca'))).toEqual(['sperm-whale']);
    for (const [prompt, sea] of [
      ['whale tail', '#0b3a6b'],
      ['orca', '#0b3a6b'],
      ['squid ink', '#0b2a5c'],
    ] as const)
      expect(parse(prompt).base.colors, prompt).toEqual([sea]);
  });

  it('sets space things in deep space and a volcano in its lava', () => {
    for (const prompt of ['astronaut', 'rocket ship', 'saturn']) expect(luma(parse(prompt).base.colors[0]), prompt).toBeLessThan(0.05);
    expect(icons(parse('saturn'))).toEqual(['ringed-planet']);
    expect(parse('volcano').motifs[0].color).toBe('#ff5a00');
  });

  it('knows foods, reefs and spun sugar by their colours', () => {
    const cotton = parse('cotton candy');
    expect(cotton.motifs).toEqual([]);
    expect(cotton.patterns[0]).toMatchObject({ id: 'waves' });
    expect(cotton.base.colors).toEqual(['#9fd3ff']);
    expect(icons(parse('beer'))).toEqual(['beer-stein']);
    const food = parse('hamburger and fries');
    expect(icons(food)).toContain('french-fries');
    expect(food.motifs.every((m) => m.color !== '#f4f4f4')).toBe(true);
    const reef = parse('underwater coral reef');
    expect(icons(reef)).toEqual(['coral']);
    expect(reef.namedColors).toEqual([]);
    expect(luma(reef.base.colors[0])).toBeLessThan(0.4);
  });

  it('draws smoke as wisps of drifting grey, an 8 ball as the eight ball, and keeps a named trim off a base of its colour', () => {
    const smoke = parse('skull with smoke');
    expect(smoke.patterns[0]).toMatchObject({ id: 'smoke', colors: ['#6a6e76', '#a4a9b0'] });
    expect(icons(smoke)).toEqual(['death-skull']);
    expect(icons(parse('purple haze smoke'))).toEqual([]);
    expect(icons(parse('magic 8 ball'))).toContain('eight-ball');
    // a black ball on the table's green
    expect(parse('magic 8 ball').motifs[0].color).toBe('#0b0b0d');
    expect(parse('magic 8 ball').base.colors).toEqual(['#1f6b34']);
    const outline = parse('neon pink outline');
    expect(outline.trim?.color).not.toBe(outline.base.colors[0]);
    // a shade across a finish word is still the shade
    expect(luma(parse('dark matte grey').base.colors[0])).toBeLessThan(luma(parse('matte grey').base.colors[0]));
  });

  it('reads the parts of a car a colour is laid on as a two-tone car, not as subjects or a split', () => {
    const half = parse('white with blue bottom half');
    expect(half.motifs).toEqual([]);
    expect(half.patterns).toEqual([]);
    expect(half.base).toMatchObject({ kind: 'solid', colors: ['#f4f4f4'], lower: '#1f6bff' });
    const roof = parse('cherry red with black roof');
    expect(roof.motifs).toEqual([]);
    expect(roof.patterns).toEqual([]);
    expect(roof.base).toMatchObject({ kind: 'solid', colors: ['#c8102e'], roof: '#0b0b0d' });
    expect(parse('red car black hood').base.roof).toBe('#0b0b0d');
    // the top's colour over the bottom's is the car over its lower body
    expect(parse('blue top white bottom').base).toMatchObject({ colors: ['#1f6bff'], lower: '#f4f4f4' });
    expect(parse('blue top white bottom').base.roof).toBeUndefined();
    // a roof in the only colour named goes on a car of another colour
    const alone = parse('black roof');
    expect(alone.base.roof).toBe('#0b0b0d');
    expect(alone.base.colors[0]).not.toBe('#0b0b0d');
    // a part word without a colour before it is no part
    expect(parse('spinning top').base.roof).toBeUndefined();
    // a pattern's colour may close the sentence too
    expect(parse('camo pink').patterns[0].colors[0]).toBe('#ff5fb0');
  });

  it('draws broken glass as a broken pane, waves as blue water, and names the theme it drew', () => {
    for (const prompt of ['shattered glass', 'broken glass on black'])
      expect(parse(prompt).patterns.map((p) => p.id)).toEqual(['shattered']);
    expect(parse('shattered glass').motifs).toEqual([]);
    expect(parse('polynesian waves').base.colors).toEqual(['#0b63b5']);
    expect(parse('red waves on black').patterns[0].colors).toEqual(['#e0202a']);
    // frost is ice crystals, white on ice blue
    expect(parse('frost')).toMatchObject({ understood: ['frost'], patterns: [{ id: 'frost', colors: ['#f4f4f4'] }] });
  });

  it('finds motifs through synonyms and the icon index', () => {
    expect(icons(parse('footy on green'))).toContain('soccer-ball');
    expect(icons(parse('cute kitty, pastel'))).toContain('shape:cat-face');
    // a cherry blossom branch is a branch in bloom, pink, not a leafy sprig beside a blossom
    const branch = parse('cherry blossom branches on black');
    expect(new Set(icons(branch))).toEqual(new Set(['shape:sakura-branch']));
    expect(branch.motifs[0]).toMatchObject({ color: '#ff8fc4', skin: 'bark' });
    // a bird is a bird in flight, never the set's fanged "swallow" monster
    expect(icons(parse('sunset gradient with birds'))).toContain('dove');
    expect(icons(parse('swallows on blue'))).not.toContain('swallow');
    // a shooting star is a star with its streaks, not a plain five-point star
    expect(icons(parse('starry night sky with shooting stars'))).toContain('shape:shooting-star');
    // a bald eagle in its own brown and white wears them: a brown car under a white roof
    expect(parse('bald eagle with spread wings, brown and white').base).toMatchObject({ colors: ['#7a4a22'], roof: '#f4f4f4' });
    expect(parse('bald eagle on black').base.roof).toBeUndefined();
    // a bow is a ribbon tied in a bow, unless it is the archer's
    expect(icons(parse('pink bows and hearts'))).toContain('bow-tie-ribbon');
    expect(icons(parse('bow and arrow'))).toEqual(['bow-arrow']);
    expect(icons(parse('moon over the sea'))).toContain('moon');
    expect(icons(parse('japanese rising sun with black koi fish'))).toContain('circling-fish');
    expect(icons(parse('octopus tentacles'))).toContain('octopus');
    expect(icons(parse('a scorpion'))).toContain('scorpion');
  });

  it('knows flags, themes and materials', () => {
    expect(parse('france').base).toMatchObject({ kind: 'flag', flag: 'france' });
    expect(parse('police livery').namedColors).toEqual([]);
    expect(parse('police livery').motifs.length).toBeGreaterThan(0);
    expect(parse('chrome').base).toMatchObject({ kind: 'material', material: 'chrome' });
    expect(parse('digital camo').patterns[0].id).toBe('pixel-camo');
    expect(parse('art deco').patterns[0].id).toBe('art-deco');
  });

  it("lays a theme's pattern in the colours the player named, on the darker of them", () => {
    // (named colours dropped the pattern: "art deco gold and black" was a plain gold car)
    const deco = parse('art deco gold and black');
    expect(deco.base).toMatchObject({ kind: 'solid', colors: ['#0b0b0d'] });
    expect(deco.patterns.map((p) => [p.id, p.colors])).toEqual([['art-deco', ['#d4a526']]]);
    // (and the theme's own colours took the art: gold and black deco on a silver car)
    const silver = parse('art deco silver and navy');
    expect(silver.base.colors).toEqual(['#14245c']);
    expect(silver.patterns.map((p) => [p.id, p.colors])).toEqual([['art-deco', ['#c0c6cc']]]);
    const cyber = parse('cyberpunk red and black');
    expect(cyber.base.colors).toEqual(['#0b0b0d']);
    expect(cyber.patterns.map((p) => [p.id, p.colors])).toEqual([['circuit', ['#e0202a']]]);
  });

  it('makes the one colour named in a glowing theme its light, on a near-black car', () => {
    // ("tron orange" was an orange car with cyan circuits nobody asked for)
    const tron = parse('tron orange');
    expect(tron.patterns.map((p) => [p.id, p.colors])).toEqual([['circuit', ['#ff7a00']]]);
    expect(luma(tron.base.colors[0])).toBeLessThan(0.08);
    // (a storm's navy is not near black: the car is black)
    expect(parse('storm orange').base.colors).toEqual(['#0b0b0d']);
    expect(parse('storm orange').patterns.map((p) => [p.id, p.colors])).toEqual([['lightning', ['#ff7a00']]]);
    expect(parse('space purple').patterns.map((p) => [p.id, p.colors])).toEqual([['galaxy', ['#8a2be2']]]);
    // a theme without a glow keeps the colour on the car
    expect(parse('halloween green').base.colors).toEqual(['#1fc24a']);
    // and its other subjects take the colours named, or black or white, never its own orange
    const green = parse('halloween green and black');
    expect(green.motifs.map((m) => m.color)).not.toContain('#ff7a00');
    expect(parse('halloween pumpkins and bats, orange and purple').motifs.find((m) => m.motif.icon.endsWith(':bat'))?.color).toBe(
      '#0b0b0d',
    );
  });

  it("draws a butterfly as our own (the set's read as a flower), and lays a racing flag's squares low on the flanks", () => {
    expect(parse('butterflies on pastel pink').motifs[0].motif.icon).toBe('shape:butterfly');
    // (the set has no bitcoin: "bitcoin gold" was a plain gold car)
    expect(parse('bitcoin').motifs[0]).toMatchObject({ motif: { icon: 'shape:bitcoin' }, color: '#f7931a' });
    expect(parse('btc to the moon').motifs[0].motif.icon).toBe('shape:bitcoin');
    const flag = parse('checkered flag black and white');
    expect(icons(flag)).toEqual(['checkered-flag']);
    expect(flag.patterns).toEqual([{ id: 'checker', colors: ['#f4f4f4'], zone: 'lower' }]);
    // a pattern the player named wins
    expect(parse('checkered flag with red flames').patterns.map((p) => p.id)).toEqual(['flames']);
  });

  it('letters a police car POLICE unless the player asked for lettering of their own', () => {
    expect(parse('police').text).toMatchObject({ value: 'POLICE', isNumber: false, color: '#f4f4f4' });
    expect(parse('police car livery').understood).toContain('text POLICE');
    expect(parse('police car with number 12').text?.value).toBe('12');
    expect(parse('halloween').text).toBeNull();
  });

  it('keeps subject phrases whole and keeps a coloured subject off a base of its colour', () => {
    expect(icons(parse('tiger head orange and black'))).toEqual(['tiger-head']);
    const koi = parse('japanese rising sun with black koi fish');
    expect(icons(koi)).toEqual(['circling-fish']);
    expect(koi.motifs[0].color).toBe('#0b0b0d');
    expect(koi.base.colors[0]).not.toBe('#0b0b0d');
    expect(koi.patterns[0]).toMatchObject({ id: 'sunburst', colors: ['#f4f4f4'] });
    const police = parse('police livery');
    expect(icons(police)).toEqual(['police-badge']);
    // its checker band, low on the sides, in white beside the white badge (no seeded pattern)
    expect(police.patterns).toEqual([{ id: 'checker', colors: ['#f4f4f4'], zone: 'lower' }]);
    expect(police.motifs[0].color).toBe('#f4f4f4');
  });

  it('a prompt with nothing it knows still gives a design, and says it understood nothing', () => {
    const s = parse('xyzzy glorp');
    expect(s.understood).toEqual([]);
    expect(s.patterns.length + s.motifs.length).toBeGreaterThan(0);
  });

  it('named colours stay named colours, and the art contrasts with the base', () => {
    const s = parse('golden crowns on royal purple');
    expect(s.namedColors).toEqual(['#d4a526', '#5a2a8c']);
    expect(Math.abs(luma(s.motifs[0].color) - luma(s.base.colors[0]))).toBeGreaterThan(0.2);
  });

  it('is deterministic in (prompt, seed) and the improver adds no subject', () => {
    expect(parse('howling wolf', 3)).toEqual(parse('howling wolf', 3));
    expect(parse('howling wolf', 3).layout.seed).not.toBe(parse('howling wolf', 4).layout.seed);
    const plain = parseScene('a lone wolf', 3);
    const improved = parseScene(improvePrompt('a lone wolf', 100), 3);
    expect(icons(improved)).toEqual(icons(plain));
    expect(improved.patterns).toEqual([]);
  });
});

describe('parseScene: subjects in their own colours', () => {
  const motif = (s: Scene, icon: string): Scene['motifs'][number] | undefined =>
    s.motifs.find((m) => m.motif.icon === `game-icons:${icon}`);

  it('eyes are a subject alone, and a subject’s part after one', () => {
    expect(motif(parse('cartoon eyes'), 'eyeball')?.role).toBe('hero');
    expect(motif(parse('evil eye on turquoise'), 'eyeball')?.color).toBe('#1446a0');
    expect(parse('white wolf on black with blue eyes').motifs.map((m) => m.motif.icon)).not.toContain('game-icons:eyeball');
  });

  it("a sunset is the car's sky: what stands in it a silhouette, its sun and moon the light, the sea dusk water", () => {
    for (const prompt of ['sunset over the ocean with palm trees', 'tropical palm trees at sunset', 'wolf howling at dusk']) {
      const scene = parse(prompt);
      expect(scene.base.kind, prompt).toBe('fade');
      const [light, dark] = [scene.motifs.filter((m) => luma(m.color) > 0.7), scene.motifs.filter((m) => luma(m.color) < 0.1)];
      // the palms (the wolf) dark, the sun (the moon the wolf howls in) pale
      expect(dark.length + light.length, prompt).toBe(scene.motifs.length);
      expect(light.length, prompt).toBeGreaterThan(0);
    }
    expect(parse('wolf howling at dusk').motifs[0].color).toBe('#fff0b8');
    expect(parse('sunset over the ocean with palm trees').patterns).toMatchObject([{ id: 'waves', zone: 'lower' }]);
    // a colour the player named is theirs: no sky, no silhouette
    expect(parse('red palm trees at sunset').motifs[0].color).toBe('#e0202a');
    expect(parse('sunset orange and purple').base.kind).not.toBe('fade');
  });

  it("a landscape stands against its theme's sky: moonlit blue at night, the sunset's fade; mountains and a forest are one scene", () => {
    for (const prompt of ['mountains and forest at night', 'mountains at night', 'pine forest at night']) {
      const scene = parse(prompt);
      expect(scene.base.kind, prompt).toBe('solid');
      // a night sky, not a daytime blue nor black
      const [hue, , light] = hexToHsl(scene.base.colors[0]);
      expect(hue > 200 && hue < 250 && light > 0.15 && light < 0.4, prompt).toBe(true);
      // the land darker than the sky, a forest darker than a range before it
      for (const p of scene.patterns) expect(luma(p.colors[0]), prompt).toBeLessThan(luma(scene.base.colors[0]) - 0.05);
    }
    const both = parse('mountains and forest at night').patterns;
    expect(both.map((p) => p.id)).toEqual(['mountains', 'forest']);
    expect(luma(both[1].colors[0])).toBeLessThan(luma(both[0].colors[0]));
    // no split of the two: they are one landscape
    expect(parse('mountains and forest').base.kind).toBe('solid');
    expect(parse('fire and ice').base.kind).toBe('split');
    const sunset = parse('mountains at sunset');
    expect(sunset.base.kind).toBe('fade');
    expect(luma(sunset.patterns[0].colors[0])).toBeLessThan(0.1);
  });

  it("a decade beside a theme with a look of its own is that theme's era; vaporwave is a pastel sky over its grid", () => {
    for (const prompt of ['retro 80s synthwave', 'retro 80s vaporwave with palm trees and dolphins']) {
      const ids = parse(prompt).patterns.map((p) => p.id);
      expect(ids, prompt).toContain('grid');
      expect(ids, prompt).not.toContain('memphis');
    }
    // a decade alone is Memphis shapes
    expect(parse('80s retro').patterns.map((p) => p.id)).toEqual(['memphis']);
    const vapor = parse('vaporwave with palm trees and dolphins');
    expect(vapor.base.kind).toBe('fade');
    // its grid in lines that stand off the sky
    expect(vapor.patterns[0].colors).toContain('#f4f4f4');
  });

  it("a mood or theme word between a colour and its subject leaves the colour the subject's; a wolf is grey by nature", () => {
    const skull = parse('neon green toxic skull');
    expect(skull.motifs[0].color).toBe('#39ff14');
    expect(luma(skull.base.colors[0])).toBeLessThan(0.1);
    expect(parse('red angry bull on black').motifs[0].color).toBe('#e0202a');
    // blue eyes are the wolf's eyes, not its colour
    const wolf = parse('wolf head with glowing blue eyes');
    expect(wolf.motifs[0].color).toBe('#c0c6cc');
    expect(wolf.namedColors).toEqual(['#1f6bff']);
  });

  it("a dark marble, or one whose veins are named apart, is the stone's colour; a marble's one light colour is its veins'", () => {
    expect(parse('black marble with gold veins').base).toMatchObject({
      kind: 'material',
      material: 'marble',
      colors: ['#0b0b0d', '#d4a526'],
    });
    expect(parse('black marble').base.colors[0]).toBe('#0b0b0d');
    expect(parse('green marble with white veins').base.colors).toEqual(['#1fc24a', '#f4f4f4']);
    // white marble keeps the marble's own white; pink marble is pink veins in it
    expect(parse('white marble with gold veins').base.colors).toEqual(['#f2f0ec', '#d4a526']);
    expect(parse('pink marble').base.colors[1]).toBe('#ff5fb0');
  });

  it('graffiti lettering is sprayed (its own style), with no tape bands across the wall', () => {
    const sent = parse('graffiti that says SEND IT');
    expect(sent.text).toMatchObject({ value: 'SEND IT', style: 'graffiti' });
    expect(sent.stripes).toEqual([]);
    expect(parse('graffiti tag DRIFT in pink').text).toMatchObject({ value: 'DRIFT', style: 'graffiti', color: '#ff5fb0' });
    // plain lettering keeps its bands and no style
    const goal = parse('the word GOAL in red on white');
    expect(goal.text?.style).toBeUndefined();
  });

  it('a black widow is a black spider wearing its hourglass, on the red of its mark', () => {
    for (const prompt of ['black widow spider with red hourglass', 'black widow']) {
      const scene = parse(prompt);
      // one subject: the hourglass is its mark, not a sand timer beside it
      expect(
        scene.motifs.map((m) => [m.motif.icon, m.color, m.skin]),
        prompt,
      ).toEqual([['game-icons:spider-alt', '#0b0b0d', 'widow']]);
      expect(hexToHsl(scene.base.colors[0])[0] < 10 || hexToHsl(scene.base.colors[0])[0] > 350, prompt).toBe(true);
    }
    // a spider of another kind keeps no mark
    expect(parse('giant black spider on red').motifs[0].skin).toBeUndefined();
  });

  it('bones are white on black, palms dark against a sunset, blossoms deep on a pale base of their colour', () => {
    expect(motif(parse('skeleton hands on black'), 'skeletal-hand')?.color).toBe('#f4f4f4');
    expect(motif(parse('bones'), 'crossed-bones')?.color).toBe('#f4f4f4');
    const sunset = parse('sunset gradient orange to purple with palm trees');
    expect(luma(motif(sunset, 'palm-tree')?.color ?? '#ffffff')).toBeLessThan(0.1);
    // (the sun is a light in the sky, never a dark disc)
    expect(luma(motif(sunset, 'striped-sun')?.color ?? '#000000')).toBeGreaterThan(0.4);
    const sakura = parse('sakura cherry blossoms on pale pink').motifs[0];
    const [hue, sat] = hexToHsl(sakura.color);
    expect(hue).toBeGreaterThan(300);
    expect(sat).toBeGreaterThan(0.6);
    expect(luma(sakura.color)).toBeGreaterThan(0.15);
  });

  it("a colour given one subject is not another's, and one colour on white or black is black or white art", () => {
    const cat = parse('black cat on purple with moon');
    expect(motif(cat, 'cat')?.color).toBe('#0b0b0d');
    expect(luma(cat.motifs.find((m) => m.motif.word === 'moon')?.color ?? '#000000')).toBeGreaterThan(0.6);
    expect(motif(parse('music notes on white'), 'double-quaver')?.color).toBe('#0b0b0d');
    // (colours the player named win over a theme word's: a cream wave, not a japanese red one)
    expect(motif(parse('japanese wave navy and cream'), 'big-wave')?.color).toBe('#f3e8c8');
    expect(parse('chess board black and white').patterns.map((x) => x.id)).toEqual(['checker']);
    // two colours alone: the livery's band is the second colour
    expect(parse('orange and black').stripes.map((x) => [x.kind, x.color, x.tone])).toEqual([['swoosh', '#0b0b0d', '#0b0b0d']]);
  });

  it("a colour closing a list of subjects is every one's, and a pattern in the car's own colour takes one that shows", () => {
    expect(parse('hearts and stars pink').motifs.map((m) => m.color)).toEqual(['#ff5fb0', '#ff5fb0', '#ff5fb0', '#ff5fb0']);
    const taxi = parse('taxi yellow checkers');
    expect(taxi.patterns.map((x) => [x.id, x.colors])).toEqual([['checker', ['#0b0b0d']]]);
  });

  it('a colour before a neon outline is the outline\'s, and a word before "letters" is their style', () => {
    const outline = parse('red neon outline on black');
    expect([outline.trim?.color, outline.stripes]).toEqual(['#e0202a', []]);
    const bubble = parse('bubble letters DRIFT');
    expect([bubble.text?.value, bubble.motifs]).toEqual(['DRIFT', []]);
  });

  it('a look put on the hood or roof is on the top alone, and a carbon hood leaves the car its colour', () => {
    for (const prompt of ['carbon fiber hood with red body', 'red car with a carbon hood']) {
      const s = parse(prompt);
      expect([s.base.colors[0], s.patterns.map((x) => [x.id, x.zone])], prompt).toEqual(['#e0202a', [['carbon', 'top']]]);
    }
    expect(parse('flames on the hood').patterns.map((x) => x.zone)).toEqual(['top']);
    expect(parse('flames on the sides').patterns.map((x) => x.zone)).toEqual(['sides']);
  });

  it("a heartbeat line is a monitor's trace, not a pinstripe, red on black unless coloured", () => {
    const ecg = parse('heartbeat line red on black');
    expect([ecg.patterns.map((x) => [x.id, x.colors]), ecg.stripes]).toEqual([[['heartbeat', ['#e0202a']]], []]);
    expect(parse('heartbeat').patterns.map((x) => [x.id, x.colors])).toEqual([['heartbeat', ['#e0202a']]]);
    expect(parse('green ecg on black').patterns.map((x) => x.id)).toEqual(['heartbeat']);
  });

  it('moonlight is night, a surfboard rides the waves, a fire truck is a truck', () => {
    expect(parse('wolf pack moonlight').understood).toContain('full moon');
    expect(motif(parse('ocean waves crashing with a surfboard'), 'surf-board')).toBeDefined();
    // (a fire truck is no fire: no flames, and the truck in its red)
    const truck = parse('fire truck');
    expect([truck.patterns, truck.motifs[0]?.motif.icon, truck.motifs[0]?.color]).toEqual([[], 'game-icons:truck', '#c8102e']);
  });

  it("an occasion's subject keeps its own colour, an elemental theme's takes the theme's; neon glows on the dark", () => {
    // (halloween ghosts were orange; the orange is the accent now)
    const ghosts = parse('halloween ghosts');
    expect([ghosts.motifs[0].color, ghosts.stripes.map((x) => x.color)]).toEqual(['#f4f4f4', ['#ff7a00']]);
    expect(parse('spooky skull').motifs[0].color).toBe('#f4f4f4');
    // (a subject with no colour of its own still takes the occasion's)
    expect(parse('halloween bats').motifs[0].color).toBe('#ff7a00');
    expect(parse('ice dragon').motifs[0].color).not.toBe('#e0202a');
    // (neon in two colours: both are the light, the car is the dark; a named pattern keeps its sky)
    const neon = parse('cyberpunk neon pink and cyan');
    expect(luma(neon.base.colors[0])).toBeLessThan(0.08);
    expect(neon.patterns[0].colors).toEqual(expect.arrayContaining(neon.namedColors));
    expect(parse('cyberpunk neon city skyline, magenta and cyan').base.colors[0]).toBe('#ff1fcf');
  });

  it('mountains and forests are landscapes against a lighter sky; a hide named in two colours is a coat of the lighter', () => {
    const sunset = parse('mountains at sunset orange and purple');
    expect([sunset.base.colors[0], sunset.patterns.map((x) => [x.id, x.colors])]).toEqual(['#ff7a00', [['mountains', ['#8a2be2']]]]);
    const pines = parse('pine forest at night');
    expect(pines.patterns[0].id).toBe('forest');
    expect(luma(pines.patterns[0].colors[0])).toBeLessThan(luma(pines.base.colors[0]));
    // ("woodland" is a camo's, "mountain" alone still the badge)
    expect(parse('woodland pixel camo').patterns.map((x) => x.id)).toEqual(['pixel-camo']);
    const tiger = parse('tiger stripes orange and black');
    expect([tiger.base.colors[0], tiger.patterns[0].colors]).toEqual(['#ff7a00', ['#0b0b0d']]);
    const leopard = parse('hot pink leopard print');
    expect([leopard.base.colors[0], leopard.patterns[0].colors]).toEqual(['#ff2d95', ['#0b0b0d']]);
  });

  it('a small part keeps its colour off the subject; some subjects have colours of their own', () => {
    const skull = parse('skull with red eyes');
    expect([skull.motifs[0].color, skull.motifs[0].outline]).toEqual(['#f4f4f4', '#e0202a']);
    // (golden wings are most of an eagle)
    expect(parse('eagle with golden wings').motifs[0].color).toBe('#d4a526');
    expect(parse('phoenix').motifs[0]).toMatchObject({ color: '#ffb020', fade: expect.any(String) });
    expect(parse('rainbow unicorn').motifs[0].color).toBe('#f4f4f4');
    const ghosts = parse('halloween pumpkins and ghosts orange and purple');
    expect(ghosts.motifs.filter((m) => m.motif.icon === 'game-icons:ghost').map((m) => m.color)).toEqual(['#f4f4f4', '#f4f4f4']);
    // (bolts are bold zigzags, lightning alone the strike)
    expect(icons(parse('blue lightning bolts on white'))).toContain('shape:bolt');
    expect(parse('lightning over a stormy purple sky').patterns.map((x) => x.id)).toContain('lightning');
  });

  it('pixel art draws its motifs in blocks, an arcade has its invader; a pixel camo is only a camo', () => {
    expect(parse('pixel art hearts').style.pixel).toBe(true);
    expect(parse('8-bit skull').style.pixel).toBe(true);
    expect(parse('woodland pixel camo').style.pixel).toBeUndefined();
    expect(parse('red hearts').style.pixel).toBeUndefined();
    expect(icons(parse('retro 80s arcade'))).toContain('shape:invader');
  });

  it('a racing theme is a livery of stripes in the colours named; some subjects have their own colours', () => {
    // (with colours named a seeded pattern filled the car: a tribal on blue)
    const gulf = parse('gulf racing blue and orange');
    expect([gulf.patterns, gulf.stripes.map((x) => x.kind)]).toEqual([[], ['racing', 'sponsor']]);
    expect(icons(parse('planet earth'))).toEqual(['earth-america']);
    expect(parse('peacock feathers').motifs[0].color).toBe('#0f9e9e');
    expect(parse('candy cane').motifs[0].color).toBe('#e0202a');
  });

  it('a spider web is a web spun over the panels, a web beside a spider still the badge', () => {
    expect(parse('spider web red and blue').patterns.map((x) => [x.id, x.colors])).toEqual([['web', ['#1f6bff']]]);
    // (an occasion's web is in its colour: white webs on black lost a blind A/B to orange ones)
    expect(parse('halloween spider webs').patterns.map((x) => [x.id, x.colors[0]])).toEqual([['web', '#ff7a00']]);
    expect(icons(parse('spider on a web'))).toContain('spider-web');
  });

  it("slime drips, a mandala is rings of petals, storm clouds under lightning are the sky's dark tones", () => {
    const slime = parse('green slime dripping on black');
    expect([slime.patterns.map((x) => x.id), slime.motifs]).toEqual([['drips'], []]);
    expect(parse('slime').patterns[0].colors).toEqual(['#39d82a']);
    expect(icons(parse('mandala teal and gold'))).toEqual(['shape:mandala']);
    const storm = parse('storm clouds with lightning grey and yellow');
    const clouds = storm.patterns.find((x) => x.id === 'clouds');
    expect(storm.patterns.find((x) => x.id === 'lightning')?.colors).toEqual(['#ffd900']);
    expect(clouds?.colors.every((h) => luma(h) < luma(storm.base.colors[0]))).toBe(true);
  });

  it('a cherry blossom tree is its blossom, and wheels are where flames start, not a subject', () => {
    expect(parse('cherry blossom tree on white').motifs.map((m) => [m.motif.icon, m.color])).toEqual([['shape:blossom', '#ff8fc4']]);
    const wheels = parse('flames from the front wheels');
    expect([wheels.motifs, wheels.patterns.map((x) => x.id)]).toEqual([[], ['flames']]);
  });

  it('a pack, a herd or a swarm is many of its subject, never a subject of its own', () => {
    expect(parse('wolf pack').motifs.map((m) => m.role)).toEqual(['hero', 'scatter']);
    // (a howling wolf's pack scatters as heads: the howl is cut out of its moon)
    expect(icons(parse('wolf pack howling at the moon'))).toEqual(['wolf-howl', 'wolf-head']);
    expect(icons(parse('swarm of bees'))).toEqual(['bee', 'bee']);
  });

  it('tie-dye is a dyed spiral in its colours, not waves', () => {
    expect(parse('tie dye').patterns.map((x) => x.id)).toEqual(['tie-dye']);
    const dyed = parse('psychedelic tie dye pink and blue');
    expect([dyed.base.colors, dyed.patterns[0].colors]).toEqual([['#1f6bff'], ['#ff5fb0']]);
  });

  it('a rainbow alone fades nose to tail, in pastel tints for a pastel one; a glitch is a torn screen on black', () => {
    const rainbow = parse('rainbow');
    expect([rainbow.base.kind, rainbow.base.colors.length, rainbow.stripes]).toEqual(['fade', 6, []]);
    const pastel = parse('pastel rainbow');
    expect([pastel.base.kind, pastel.patterns, pastel.stripes]).toEqual(['fade', [], []]);
    expect(pastel.base.colors.every((h) => luma(h) > 0.5)).toBe(true);
    expect(parse('glitch').patterns.map((x) => x.id)).toEqual(['glitch']);
    const split = parse('glitch effect cyan and magenta');
    expect([luma(split.base.colors[0]) < 0.08, split.patterns[0].colors]).toEqual([true, ['#00e5ff', '#ff1fcf']]);
    // (scales in their creature's colours)
    expect(parse('dragon scales').patterns[0].colors).toEqual(['#b3121e', '#e0a020']);
    expect(parse('mermaid scales').motifs).toEqual([]);
    expect(parse('tropical leaves').motifs[0]).toMatchObject({ motif: { icon: 'game-icons:monstera-leaf' }, color: '#2e9e4a' });
    expect(parse('day of the dead sugar skull').motifs[0].color).toBe('#f4f4f4');
  });

  it('a subject set alight burns from its colour to flame', () => {
    for (const prompt of ['flaming skull', 'skull made of flames', 'a wolf on fire'])
      expect(parse(prompt).motifs[0].fade, prompt).toBeDefined();
    expect(parse('red skull').motifs[0].fade).toBeUndefined();
  });
});
