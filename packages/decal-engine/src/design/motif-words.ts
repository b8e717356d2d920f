import type { MotifId } from '../types';

/** Keywords (single words or short phrases) that select a motif. */
export const MOTIF_WORDS: Readonly<Record<MotifId, readonly string[]>> = {
  flames: ['flame', 'flames', 'fire', 'fiery', 'inferno', 'blaze', 'burning', 'hot rod', 'hotrod', 'phoenix'],
  lightning: ['lightning', 'bolt', 'bolts', 'thunder', 'electric', 'storm', 'voltage', 'tesla', 'plasma'],
  stripes: ['stripe', 'stripes', 'striped', 'racing', 'race', 'livery', 'rally', 'gt', 'speed', 'pinstripe'],
  camo: ['camo', 'camouflage', 'military', 'army', 'tactical', 'woodland', 'commando'],
  hex: ['hex', 'hexagon', 'hexagons', 'honeycomb', 'hive', 'armor', 'armour', 'shield'],
  carbon: ['carbon', 'fiber', 'fibre', 'kevlar', 'weave', 'woven'],
  galaxy: ['galaxy', 'stars', 'star', 'space', 'cosmic', 'nebula', 'universe', 'astral', 'constellation', 'starfield'],
  waves: ['wave', 'waves', 'ocean', 'sea', 'surf', 'tide', 'tidal', 'water', 'ripple', 'liquid', 'wind'],
  shards: ['shard', 'shards', 'geometric', 'geometry', 'polygon', 'polygonal', 'low poly', 'lowpoly', 'crystal', 'crystals', 'glass', 'prism', 'triangle', 'triangles', 'angular'],
  tiger: ['tiger', 'tigers', 'predator', 'beast', 'claw', 'claws'],
  zebra: ['zebra', 'safari'],
  scales: ['scale', 'scales', 'dragon', 'snake', 'serpent', 'reptile', 'lizard', 'fish', 'mermaid', 'viper', 'cobra'],
  circuit: ['circuit', 'circuits', 'cyber', 'cyberpunk', 'tech', 'digital', 'matrix', 'robot', 'hacker', 'pcb', 'data', 'ai'],
  splatter: ['splatter', 'splash', 'paint', 'graffiti', 'drip', 'drips', 'spray', 'ink', 'street', 'tag', 'urban', 'splat'],
  gradient: ['gradient', 'fade', 'faded', 'ombre', 'sunset', 'sunrise', 'aurora', 'smooth', 'minimal', 'minimalist'],
  checker: ['checker', 'checkered', 'chequered', 'checkerboard', 'flag', 'finish line', 'chess', 'grid'],
  cracks: ['crack', 'cracks', 'cracked', 'lava', 'magma', 'molten', 'volcano', 'volcanic', 'shatter', 'shattered', 'fracture', 'earthquake', 'marble'],
  tribal: ['tribal', 'tattoo', 'maori', 'polynesian', 'blade', 'blades', 'spikes', 'thorns', 'barbed'],
};

/** Motifs that look good when picked at random for prompts we do not understand. */
export const FALLBACK_MOTIFS: readonly MotifId[] = [
  'flames', 'lightning', 'stripes', 'hex', 'galaxy', 'waves', 'shards', 'circuit', 'splatter', 'cracks', 'tribal', 'scales', 'camo', 'checker',
];

/** Motifs that pair well as a quiet background texture. */
export const TEXTURE_MOTIFS: readonly MotifId[] = ['carbon', 'hex'];
