import type { CarBody } from '../types';
import { DOMINUS_TEMPLATE } from './dominus';
import { FENNEC_TEMPLATE } from './fennec';
import { OCTANE_TEMPLATE } from './octane';
import type { BodyTemplate, RegionTemplate } from './types';
import { UNIVERSAL_TEMPLATE } from './universal';

export const REGION_TEMPLATES: Readonly<Record<CarBody, BodyTemplate>> = {
  octane: OCTANE_TEMPLATE,
  fennec: FENNEC_TEMPLATE,
  dominus: DOMINUS_TEMPLATE,
  universal: UNIVERSAL_TEMPLATE,
};

export function getRegions(body: CarBody): readonly RegionTemplate[] {
  const template = REGION_TEMPLATES[body];
  if (!template) throw new Error(`Unknown car body: ${String(body)}`);
  return template.regions;
}
