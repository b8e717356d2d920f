import type { RenderPlan } from '../compose/plan';
import type { RegionGeometry } from '../compose/region-geometry';

/** The main flank of one side of the car in a plan: its largest side region. */
export function mainFlank(plan: RenderPlan, side: string): RegionGeometry {
  return plan.regions.filter((g) => g.region.kind === 'side' && g.region.side === side).sort((a, b) => b.area - a.area)[0];
}
