/*
 * The three.js part of the preview (a lazy chunk: only `car-preview.tsx` and the idle preload
 * import it, dynamically).
 */
import {
  DataTexture,
  Group,
  LinearFilter,
  LinearMipmapLinearFilter,
  Mesh,
  PerspectiveCamera,
  RGBAFormat,
  SRGBColorSpace,
  Scene,
  Spherical,
  Vector3,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Chassis, Finish } from '@decalforge/shared';
import { BODY_LAYOUTS, type PreviewBody } from './car-geometry';
import { chassisLook } from './chassis-look';
import { FULL_TEXTURE_SIZE, decalPixels, type DecalLoad } from './decal-pixels';
import { SHEEN_TIMING, finishLook, sheenMoves, sheenPhase } from './finish-look';
import { acquireRenderer, releaseRenderer, warmUpRenderer } from './renderer-pool';
import { addLights, bodyGeometries, paintMaterial, plainMaterial, whiteMap } from './scene-parts';
import { SHEEN_FROM, SHEEN_OFF, SHEEN_TO, sheenUniforms } from './sheen-shader';
import { TEAM_COLORS, recolorPrimary, type Team } from './team-paint';

export { warmUpRenderer };

export interface CarSceneOptions {
  /** The element the scene's canvas is put in (it fills it). */
  host: HTMLElement;
  body: PreviewBody;
  /** The decal, already being fetched and decoded (`startDecalLoad`). */
  decal: DecalLoad;
  team: Team;
  finish?: Finish;
  chassis?: Chassis;
  reducedMotion: boolean;
  /** Called when the browser takes the WebGL context away (GPU reset, too many contexts). */
  onContextLost?: () => void;
  /** Called once the sharper texture replaced the first frame's small one. */
  onFullTexture?: () => void;
}

export interface CarScene {
  setTeam(team: Team): void;
  resetView(): void;
  /** Turns the view by the given angles (radians): azimuth around the car, polar up/down. */
  rotate(azimuth: number, polar: number): void;
  dispose(): void;
}

const TARGET = new Vector3(0, 0.75, 0);
/** Front-left three-quarter view: the nose (+x), the hood and the left flank (−z). */
const HOME = new Vector3(5.4, 3.1, -6.2);

function whenIdle(run: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 500 });
  else window.setTimeout(run, 50);
}

/**
 * Builds the scene, loads the decal and draws the first frame (resolves once it is drawn). The
 * first frame uses a 512² texture; the 1024² one follows when the page is idle.
 */
export async function createCarScene(options: CarSceneOptions): Promise<CarScene> {
  const { host, body, decal, finish, chassis, reducedMotion, onContextLost, onFullTexture } = options;
  let team = options.team;
  let t = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    performance.measure(`car-preview:${name}`, { start: t, end: now });
    t = now;
  };
  // the decal has been fetching and decoding off the main thread since the preview mounted
  const blobPromise = decal.blob;
  const firstPixels = decal.first;

  const pooled = acquireRenderer();
  const { renderer, canvas } = pooled;
  canvas.className = 'block h-full w-full';
  canvas.dataset.testid = 'car-preview-canvas';
  host.append(canvas);

  const scene = new Scene();
  addLights(scene);
  const layout = BODY_LAYOUTS[body];
  const geometries = bodyGeometries(body);
  const look = finishLook(finish);
  const sheen = sheenUniforms(look.sheen);
  const hullMaterial = paintMaterial(look, sheen, whiteMap(), TEAM_COLORS[team]);
  const glassMaterial = plainMaterial(0x0d1420, 0.15, 0.4);
  const tyreMaterial = plainMaterial(0x1b1c20, 0.9, 0);
  const chassisColours = chassisLook(chassis);
  const underbodyMaterial = plainMaterial(chassisColours.underbody, 0.7, 0.1);
  const rimMaterial = plainMaterial(chassisColours.rim, 0.35, chassisColours.rimMetalness);
  const car = new Group();
  car.add(
    new Mesh(geometries.hull, hullMaterial),
    new Mesh(geometries.glass, glassMaterial),
    new Mesh(geometries.underbody, underbodyMaterial),
  );
  for (const w of layout.shape.wheels) {
    for (const side of [1, -1]) {
      const x = layout.shape.length / 2 - w * layout.shape.length;
      const z = side * (layout.shape.width / 2 - 0.12);
      const tyre = new Mesh(geometries.tyre, tyreMaterial);
      const rim = new Mesh(geometries.rim, rimMaterial);
      tyre.position.set(x, layout.shape.wheelRadius, z);
      rim.position.copy(tyre.position);
      car.add(tyre, rim);
    }
  }
  car.position.y = -0.05;
  scene.add(car);

  const camera = new PerspectiveCamera(32, 4 / 3, 0.1, 60);
  camera.position.copy(HOME);
  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(TARGET);
  controls.enablePan = false;
  controls.minDistance = 5;
  controls.maxDistance = 16;
  controls.maxPolarAngle = Math.PI * 0.62;
  // no turntable: the view moves only when asked (a software-rendered canvas would keep a CPU busy);
  // with reduced motion drags also stop at once instead of easing out
  controls.enableDamping = !reducedMotion;
  let dirty = true;
  // drags call update() themselves: redraw on every camera change, not only when the loop moves it
  controls.addEventListener('change', () => {
    dirty = true;
  });
  controls.update();
  const resize = () => {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (w === 0 || h === 0) return;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
    dirty = true;
  };
  resize();
  step('build');

  let source: ImageData;
  try {
    source = await firstPixels;
  } catch (error) {
    controls.dispose();
    releaseRenderer(pooled, [hullMaterial, glassMaterial, tyreMaterial, underbodyMaterial, rimMaterial]);
    throw error;
  }
  step('decode');
  // the decal with its primary (background) pixels in the team colour, as the game does; uploaded
  // straight from the array (no canvas in between)
  const makeTexture = (pixels: ImageData, sharp: boolean) => {
    const texture = new DataTexture(recolorPrimary(pixels.data, TEAM_COLORS[team]), pixels.width, pixels.height, RGBAFormat);
    texture.flipY = false;
    texture.colorSpace = SRGBColorSpace;
    texture.needsUpdate = true;
    if (sharp) {
      texture.minFilter = LinearMipmapLinearFilter;
      texture.anisotropy = Math.min(8, renderer.capabilities.getMaxAnisotropy());
    } else {
      // no mipmaps for the first frame's texture: software GL builds them on the CPU
      texture.generateMipmaps = false;
      texture.minFilter = LinearFilter;
    }
    return texture;
  };
  let texture = makeTexture(source, false);
  const decalMaterial = paintMaterial(look, sheen, texture);
  for (const patch of geometries.patches) {
    const mesh = new Mesh(patch.geometry, decalMaterial);
    mesh.name = patch.regionId;
    car.add(mesh);
  }
  const materials = [hullMaterial, decalMaterial, glassMaterial, tyreMaterial, underbodyMaterial, rimMaterial];
  step('paint');

  renderer.render(scene, camera);
  dirty = false;
  step('render');

  let disposed = false;
  let visible = true;
  const moving = sheenMoves(finish, reducedMotion);
  // the first sweep starts a moment after the first frame, not during it
  const sheenStart = performance.now() + 800;
  let lastSheen = 0;
  let frame = 0;
  const loop = (now: number) => {
    frame = requestAnimationFrame(loop);
    if (!visible || document.hidden) return;
    if (moving) {
      const phase = sheenPhase(now - sheenStart);
      if (phase === null) {
        if (sheen.uSheenAt.value !== SHEEN_OFF) {
          sheen.uSheenAt.value = SHEEN_OFF;
          dirty = true;
        }
      } else if (now - lastSheen >= 1000 / SHEEN_TIMING.fps) {
        sheen.uSheenAt.value = SHEEN_FROM + phase * (SHEEN_TO - SHEEN_FROM);
        lastSheen = now;
        dirty = true;
      }
    }
    if (controls.update() || dirty) {
      renderer.render(scene, camera);
      dirty = false;
    }
  };
  frame = requestAnimationFrame(loop);

  // the sharper texture, once the first frame is on screen
  whenIdle(() => {
    if (disposed) return;
    void blobPromise
      .then((blob) => decalPixels(blob, FULL_TEXTURE_SIZE))
      .then((full) => {
        if (disposed) return;
        source = full;
        const old = texture;
        texture = makeTexture(source, true);
        decalMaterial.map = texture;
        old.dispose();
        dirty = true;
        renderer.render(scene, camera);
        onFullTexture?.();
      })
      .catch((error: unknown) => console.warn('3D preview keeps the small texture', error));
  });

  const lost = (event: Event) => {
    event.preventDefault();
    if (!disposed) onContextLost?.();
  };
  canvas.addEventListener('webglcontextlost', lost);
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(canvas);
  const visibility = new IntersectionObserver((entries) => {
    visible = entries.some((e) => e.isIntersecting);
  });
  visibility.observe(canvas);

  return {
    setTeam(next) {
      team = next;
      texture.image.data = recolorPrimary(source.data, TEAM_COLORS[team]);
      texture.needsUpdate = true;
      hullMaterial.color.set(TEAM_COLORS[team]);
      // draw now, so the new colour is on the canvas even before the next frame
      renderer.render(scene, camera);
      dirty = false;
    },
    resetView() {
      camera.position.copy(HOME);
      controls.target.copy(TARGET);
      controls.update();
      dirty = true;
    },
    rotate(azimuth, polar) {
      const offset = camera.position.clone().sub(controls.target);
      const s = new Spherical().setFromVector3(offset);
      s.theta += azimuth;
      s.phi = Math.min(controls.maxPolarAngle, Math.max(0.15, s.phi + polar));
      offset.setFromSpherical(s);
      camera.position.copy(controls.target).add(offset);
      controls.update();
      dirty = true;
    },
    dispose() {
      disposed = true;
      canvas.removeEventListener('webglcontextlost', lost);
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      visibility.disconnect();
      controls.dispose();
      texture.dispose();
      releaseRenderer(pooled, materials);
    },
  };
}
