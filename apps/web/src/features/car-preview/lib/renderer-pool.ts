/*
 * One spare WebGL renderer, warmed up while the page is idle. Creating a context and, above
 * all, compiling the physical-material shaders took most of the first frame with software GL
 * (≈ 165 ms of the first render here), so the first preview takes a renderer whose programs
 * are already linked, and a closed preview gives its renderer back for the next one.
 */
import { Mesh, PerspectiveCamera, SRGBColorSpace, Scene, WebGLRenderer, type Material } from 'three';
import { FINISHES } from '@decalforge/shared';
import { finishLook } from './finish-look';
import { addLights, buildAllGeometries, bodyGeometries, paintMaterial, plainMaterial, whiteMap } from './scene-parts';
import { sheenUniforms } from './sheen-shader';

export interface PooledRenderer {
  renderer: WebGLRenderer;
  canvas: HTMLCanvasElement;
  /**
   * Materials that keep the warm programs alive: three.js deletes a program once no material
   * uses it, so these are never disposed while the renderer lives.
   */
  keepers: Material[];
}

let spare: PooledRenderer | null = null;
let warming: Promise<void> | null = null;

function createRenderer(): PooledRenderer {
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  return { renderer, canvas, keepers: [] };
}

function destroy(pooled: PooledRenderer): void {
  for (const m of pooled.keepers) m.dispose();
  pooled.renderer.dispose();
  pooled.renderer.forceContextLoss();
}

function usable(pooled: PooledRenderer): boolean {
  return !pooled.renderer.getContext().isContextLost();
}

/** The warm spare when there is one, else a new renderer. */
export function acquireRenderer(): PooledRenderer {
  const taken = spare;
  spare = null;
  if (taken && usable(taken)) return taken;
  if (taken) destroy(taken);
  return createRenderer();
}

/**
 * Keeps the renderer as the spare (its canvas leaves the page) or disposes it. The scene's
 * materials are disposed, unless the renderer becomes the spare without warm programs of its
 * own: then they keep the programs this preview compiled.
 */
export function releaseRenderer(pooled: PooledRenderer, materials: Material[]): void {
  pooled.canvas.remove();
  if (!spare && usable(pooled)) {
    pooled.renderer.renderLists.dispose();
    if (pooled.keepers.length === 0) pooled.keepers.push(...materials);
    else for (const m of materials) m.dispose();
    spare = pooled;
  } else {
    for (const m of materials) m.dispose();
    destroy(pooled);
  }
}

/**
 * Prepares the spare while the page is idle: every body's geometry and every finish's programs
 * (paint with the sheen, plus the plain material), compiled in parallel where the browser can
 * (KHR_parallel_shader_compile), so the main thread is not held.
 */
export function warmUpRenderer(): Promise<void> {
  warming ??= (async () => {
    const start = performance.now();
    buildAllGeometries();
    const pooled = spare ?? createRenderer();
    spare ??= pooled;
    const scene = new Scene();
    addLights(scene);
    const geometry = bodyGeometries('octane').hull;
    for (const finish of FINISHES) {
      const look = finishLook(finish);
      pooled.keepers.push(paintMaterial(look, sheenUniforms(look.sheen), whiteMap()));
    }
    pooled.keepers.push(plainMaterial(0x000000, 0.5, 0.5));
    for (const m of pooled.keepers) scene.add(new Mesh(geometry, m));
    const camera = new PerspectiveCamera(32, 2, 0.1, 60);
    camera.position.set(5.4, 3.1, -6.2);
    camera.lookAt(0, 0.75, 0);
    await pooled.renderer.compileAsync(scene, camera);
    // one small frame too: the first draw with a program asks the GPU process for its uniforms,
    // one blocking round trip each (≈ 100 ms for the physical material with software GL). Only
    // while it is still the spare: a preview that took it meanwhile owns its canvas and size.
    if (spare === pooled) {
      pooled.renderer.setSize(64, 32, false);
      pooled.renderer.render(scene, camera);
    }
    performance.measure('car-preview:warm-up', { start, end: performance.now() });
  })();
  return warming;
}
