import type { CarBody, Chassis, Finish } from '@decalforge/shared';

/** What a variant remembers about how it was made (used to keep and download it). */
export interface VariantMeta {
  prompt: string;
  improvedPrompt: string;
  carBody: CarBody;
  finish: Finish;
  chassis: Chassis;
  /** The seed the generator used (null when unknown). */
  seed: number | null;
  variationStrength: number;
  /** The uploaded logo the server placed (null: none, or a plan whose logo is ignored). */
  logo: { id: string; mode: string } | null;
  createdAt: string;
}

/** One generated result on the page (docs/product-rules.md, Create page). Persisted in local storage without the blob. */
export interface Variant {
  variantId: string;
  thumbnailUrl: string;
  texturePngUrl: string;
  blob?: Blob;
  meta?: VariantMeta;
}

export type SettingsSection = 'logo' | 'finish' | 'chassis' | 'advanced';
