import type { MotifId } from '../../../types';
import type { MotifDrawer } from '../context';
import { drawCamo } from './camo';
import { drawCarbon } from './carbon';
import { drawChecker } from './checker';
import { drawCircuit } from './circuit';
import { drawCracks } from './cracks';
import { drawFlames } from './flames';
import { drawGalaxy } from './galaxy';
import { drawGradient } from './gradient';
import { drawHex } from './hex';
import { drawLightning } from './lightning';
import { drawScales } from './scales';
import { drawShards } from './shards';
import { drawSplatter } from './splatter';
import { drawStripes } from './stripes';
import { drawTiger } from './tiger';
import { drawTribal } from './tribal';
import { drawWaves } from './waves';
import { drawZebra } from './zebra';

export const MOTIF_DRAWERS: Readonly<Record<MotifId, MotifDrawer>> = {
  flames: drawFlames,
  lightning: drawLightning,
  stripes: drawStripes,
  camo: drawCamo,
  hex: drawHex,
  carbon: drawCarbon,
  galaxy: drawGalaxy,
  waves: drawWaves,
  shards: drawShards,
  tiger: drawTiger,
  zebra: drawZebra,
  scales: drawScales,
  circuit: drawCircuit,
  splatter: drawSplatter,
  gradient: drawGradient,
  checker: drawChecker,
  cracks: drawCracks,
  tribal: drawTribal,
};
