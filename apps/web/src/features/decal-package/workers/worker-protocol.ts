import type { CarBody, Finish } from '@decalforge/shared';
import type { DecalParts, TemplateKind } from './process-decal';

export type WorkerRequest =
  | { id: number; type: 'process'; png: Uint8Array; body: CarBody; parts: DecalParts }
  | { id: number; type: 'template'; kind: TemplateKind; body: CarBody; finish: Finish }
  /** Stops the `process` job `target` at its next step (a speculative build that is no longer wanted). */
  | { id: number; type: 'cancel'; target: number };

export type WorkerResponse =
  | {
      id: number;
      ok: true;
      type: 'process';
      width: number;
      height: number;
      detail: Uint8Array;
      mask: Uint8Array;
      timings: Record<string, number>;
    }
  | { id: number; ok: true; type: 'template'; png: Uint8Array }
  | { id: number; ok: false; error: string; cancelled?: boolean };
