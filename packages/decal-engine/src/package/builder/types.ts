import type { CarBody, Chassis, Finish } from '@decalforge/shared';
import type { PresetFileName } from './template-paths';

/** What the package says about the decal (preset, manifest, readme, names): the same for the browser and the server. */
export interface PackageMeta {
  carBody: CarBody;
  prompt: string;
  finish: Finish;
  chassis: Chassis;
  seed: number | null;
  logoMode: string | null;
  /** Name of the preset in each car folder (default `decal.json`). */
  presetFile?: PresetFileName;
}

/** One file of the package: a path inside the ZIP (or the picked folder) and its bytes or text. */
export interface PackageFile {
  path: string;
  data: Uint8Array | string;
  /** PNGs are stored as they are (already compressed); text is deflated. */
  kind: 'png' | 'text';
}

/** The images of one car folder. */
export interface CarAssets {
  body: CarBody;
  /** The generated decal as served (decal.png, Body.Diffuse). */
  decal: Uint8Array;
  /** Normal map derived from the decal (detail.png). */
  detail: Uint8Array;
  /** Colour-zone Skin mask (Mask.png, Body.Skin). */
  mask: Uint8Array;
  /** Finish template of the body (Body.png). */
  bodyTemplate: Uint8Array;
  /** Curvature pack of the body (curvaturepack.png). */
  curvature: Uint8Array;
}

export interface DecalPackage {
  zipName: string;
  /** The decal folder: the one folder that goes into DecalTextures. */
  rootFolder: string;
  /** The ZIP's files: readme.txt and manifest.json at the top, beside the decal folder. */
  files: PackageFile[];
  /**
   * What "Install to folder" writes into DecalTextures: the decal folder (plus the readme
   * inside it) and no other `.json`, since pack readers turn every `*.json` there into decals.
   */
  installFiles: PackageFile[];
  /** The preset's file name in each car folder. */
  presetFile: PresetFileName;
  warnings: string[];
}
