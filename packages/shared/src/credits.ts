/**
 * Third-party assets (icon sets, fonts) installed from npm whose licences ask for attribution.
 * One list, shown on /credits and in the decal package's readme.txt. Plain data only (no zod).
 */

export interface AssetLicence {
  /** Readable name, e.g. "CC BY 3.0". */
  name: string;
  /** SPDX id; matches the `license` field of the installed package. */
  spdx: string;
  url: string;
}

export interface AssetCredit {
  id: string;
  /** Name of the asset, e.g. "Game-icons.net". */
  name: string;
  /** The npm package it is installed from. */
  npmPackage: string;
  kind: 'Icon set' | 'Font';
  /** What it is. */
  description: string;
  authors: string;
  /** Home page of the asset and its authors. */
  sourceUrl: string;
  licence: AssetLicence;
  /** What DecalForge uses it for. */
  usedFor: string;
  /** Part of the downloaded decals (PNGs), so the package readme credits it too. */
  inDecals: boolean;
  /** The attribution line (readme.txt and the page). */
  attribution: string;
}

export const CREDITS_PATH = '/credits';

export const ASSET_CREDITS: readonly AssetCredit[] = [
  {
    id: 'game-icons',
    name: 'Game-icons.net',
    npmPackage: '@iconify-json/game-icons',
    kind: 'Icon set',
    description: 'More than 4,000 game-style silhouette icons (SVG), packaged in Iconify format.',
    authors: 'Lorc, Delapouite and contributors',
    sourceUrl: 'https://game-icons.net',
    licence: { name: 'CC BY 3.0', spdx: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
    usedFor:
      'Motifs on generated decals (animals, emblems, symbols). Icons are recoloured, resized and combined with other shapes, so a decal PNG can contain them.',
    inDecals: true,
    attribution:
      'Decal motifs: icons by Lorc, Delapouite and contributors from game-icons.net (https://game-icons.net), licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/); recoloured, resized and combined.',
  },
  {
    id: 'anton',
    name: 'Anton',
    npmPackage: '@fontsource/anton',
    kind: 'Font',
    description: 'A condensed, bold display typeface, packaged by Fontsource.',
    authors: 'Vernon Adams (Copyright 2020 The Anton Project Authors)',
    sourceUrl: 'https://github.com/googlefonts/AntonFont',
    licence: { name: 'SIL Open Font License 1.1', spdx: 'OFL-1.1', url: 'https://openfontlicense.org' },
    usedFor: 'Race numbers and text on decals.',
    inDecals: true,
    attribution:
      'Race numbers and text: the Anton font by Vernon Adams (Copyright 2020 The Anton Project Authors, https://github.com/googlefonts/AntonFont), licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).',
  },
  {
    id: 'sedgwick-ave-display',
    name: 'Sedgwick Ave Display',
    npmPackage: '@fontsource/sedgwick-ave-display',
    kind: 'Font',
    description: 'A graffiti-style handwritten display typeface, packaged by Fontsource.',
    authors: 'The Sedgwick Ave Project Authors (Copyright 2017)',
    sourceUrl: 'https://github.com/googlefonts/sedgwickave',
    licence: { name: 'SIL Open Font License 1.1', spdx: 'OFL-1.1', url: 'https://openfontlicense.org' },
    usedFor: 'Graffiti lettering on decals.',
    inDecals: true,
    attribution:
      'Graffiti lettering: the Sedgwick Ave Display font (Copyright 2017 The Sedgwick Ave Project Authors, https://github.com/googlefonts/sedgwickave), licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).',
  },
  {
    id: 'lucide',
    name: 'Lucide',
    npmPackage: 'lucide-react',
    kind: 'Icon set',
    description: 'Open-source line icons as React components.',
    authors: 'Lucide Icons and contributors; icons derived from Feather by Cole Bemis (MIT)',
    sourceUrl: 'https://lucide.dev',
    licence: { name: 'ISC License', spdx: 'ISC', url: 'https://github.com/lucide-icons/lucide/blob/main/LICENSE' },
    usedFor: 'Site icons (menus, buttons, guides). Not part of the decals.',
    inDecals: false,
    attribution:
      'Site icons: Lucide (https://lucide.dev), Copyright Lucide Icons and contributors, ISC License; Feather-derived icons Copyright Cole Bemis, MIT License.',
  },
];
