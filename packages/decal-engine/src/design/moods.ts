import type { Hex } from '../types';

export interface Mood {
  words: readonly string[];
  /** base, primary, secondary, accent */
  palette: readonly [Hex, Hex, Hex, Hex];
  glow?: number;
}

/** Mood / theme words → a full palette. Ordered: first match wins. */
export const MOODS: readonly Mood[] = [
  { words: ['lava', 'molten', 'magma', 'volcano', 'volcanic', 'inferno', 'fire', 'fiery', 'burning', 'blaze'], palette: ['#120806', '#ff5a00', '#c81400', '#ffd23f'], glow: 0.6 },
  { words: ['ice', 'icy', 'frozen', 'frost', 'glacier', 'arctic', 'snow', 'winter'], palette: ['#0d1b2e', '#bfefff', '#4fb3ff', '#ffffff'], glow: 0.3 },
  { words: ['neon', 'synthwave', 'vaporwave', 'cyberpunk', 'rave', 'retrowave'], palette: ['#0a0614', '#ff1fcf', '#00e5ff', '#f5ff3b'], glow: 0.9 },
  { words: ['pastel', 'soft', 'kawaii', 'candy', 'cotton'], palette: ['#f6efff', '#ffb3d9', '#9fd3ff', '#b9f5d0'] },
  { words: ['toxic', 'radioactive', 'acid', 'slime', 'venom', 'poison'], palette: ['#0c120a', '#7dff1a', '#2a7d12', '#e8ff3b'], glow: 0.7 },
  { words: ['ocean', 'sea', 'marine', 'tidal', 'aquatic', 'underwater'], palette: ['#041d33', '#0fa3d3', '#19d3c5', '#e6fbff'] },
  { words: ['sunset', 'dusk', 'sunrise', 'tropical', 'miami'], palette: ['#2a0a3a', '#ff7a00', '#ff2d78', '#ffd23f'] },
  { words: ['forest', 'jungle', 'woodland', 'nature', 'leaf'], palette: ['#10200f', '#3f8f2a', '#a3c44a', '#e6d27a'] },
  { words: ['desert', 'sand', 'dune', 'canyon'], palette: ['#3a2716', '#d9a35b', '#9c6a35', '#f3e2b8'] },
  { words: ['royal', 'luxury', 'regal', 'king', 'queen', 'champion', 'gilded'], palette: ['#140a2a', '#e6b422', '#5b2bbf', '#fff3c4'] },
  { words: ['midnight', 'night', 'shadow', 'stealth', 'dark', 'ninja'], palette: ['#07080c', '#2a3a5c', '#5b6b8c', '#00e5ff'] },
  { words: ['space', 'cosmic', 'galaxy', 'nebula', 'universe', 'astral'], palette: ['#05030f', '#6a2bd8', '#1f8bff', '#ff5fd0'], glow: 0.5 },
  { words: ['blood', 'demon', 'hell', 'vampire', 'evil'], palette: ['#0b0204', '#b0001a', '#4a0010', '#ff4b3a'] },
  { words: ['storm', 'thunder', 'electric', 'voltage'], palette: ['#0a0f1e', '#3fa0ff', '#1b2f6b', '#f3ff8a'], glow: 0.7 },
  { words: ['military', 'army', 'tactical', 'commando'], palette: ['#2d3320', '#5c6b3a', '#8a8f5c', '#1c1f14'] },
  { words: ['retro', 'vintage', 'classic', 'old school'], palette: ['#f1e4c8', '#d9482b', '#1f5c7a', '#f2b134'] },
  { words: ['ghost', 'spectral', 'phantom', 'haunted'], palette: ['#10141a', '#dfe7ef', '#7f8fa6', '#9ffcff'], glow: 0.5 },
  { words: ['gold', 'golden'], palette: ['#120e06', '#e6b422', '#8c6a12', '#fff3c4'] },
  { words: ['dragon'], palette: ['#0a1208', '#1fc24a', '#0c5e2a', '#ffd23f'] },
  { words: ['tiger'], palette: ['#ff7a00', '#0b0b0d', '#b84f00', '#ffffff'] },
  { words: ['zebra'], palette: ['#f4f4f4', '#0b0b0d', '#4a4a4a', '#e0202a'] },
];
