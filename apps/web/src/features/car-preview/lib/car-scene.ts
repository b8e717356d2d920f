/*
 * The three.js part of the preview (a lazy chunk: only `car-preview.tsx` imports it, dynamically).
 */
import {
  BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  LinearMipmapLinearFilter,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  SRGBColorSpace,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Finish } from '@decalforge/shared';
import { BODY_LAYOUTS, buildHull, buildRegionPatches, type PreviewBody } from './car-geometry';
import { finishLook } from './finish-look';
import { TEAM_COLORS, recolorPrimary, type Team } from './team-paint';

export interface CarSceneOptions {
  canvas: HTMLCanvasElement;
  body: PreviewBody;
  imageUrl: string;
  team: Team;
  finish?: Finish;
  reducedMotion: boolean;
  /** Called when the browser takes the WebGL context away (GPU reset, too many contexts). */
  onContextLost?: () => void;
}

export interface CarScene {
  setTeam(team: Team): void;
  resetView(): void;
  /** Turns the view by the given angles (radians): azimuth around the car, polar up/down. */
  rotate(azimuth: number, polar: number): void;
  dispose(): void;
}

const TEXTURE_SIZE = 1024;
const BACKDROP = '#14161c';
const TARGET = new Vector3(0, 0.75, 0);
/** Front-left three-quarter view: the nose (+x), the hood and the left flank (−z). */
const HOME = new Vector3(5.4, 3.1, -6.2);

async function loadPixels(url: string): Promise<ImageData> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_SIZE;
  canvas.height = TEXTURE_SIZE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.drawImage(img, 0, 0, TEXTURE_SIZE, TEXTURE_SIZE);
  return ctx.getImageData(0, 0, TEXTURE_SIZE, TEXTURE_SIZE);
}

function meshGeometry(positions: number[], indices: number[], normals?: number[], uvs?: number[]): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  if (normals) g.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  if (uvs) g.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  g.setIndex(indices);
  return g;
}

/** Builds the scene, loads the decal and draws the first frame (resolves once it is on screen). */
export async function createCarScene({
  canvas,
  body,
  imageUrl,
  team,
  finish,
  reducedMotion,
  onContextLost,
}: CarSceneOptions): Promise<CarScene> {
  const source = await loadPixels(imageUrl);
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.outputColorSpace = SRGBColorSpace;

  const scene = new Scene();
  scene.background = new Color(BACKDROP);
  scene.add(new HemisphereLight(0xffffff, 0x3a3f4a, 1.6));
  const sun = new DirectionalLight(0xffffff, 2.2);
  sun.position.set(4, 8, -3);
  scene.add(sun);
  const fill = new DirectionalLight(0xffffff, 0.8);
  fill.position.set(-5, 3, 5);
  scene.add(fill);

  // the decal, with its primary (background) pixels in the team colour, as the game does
  const paintCanvas = document.createElement('canvas');
  paintCanvas.width = TEXTURE_SIZE;
  paintCanvas.height = TEXTURE_SIZE;
  const paintCtx = paintCanvas.getContext('2d');
  if (!paintCtx) throw new Error('2D canvas unavailable');
  const paint = (t: Team) =>
    paintCtx.putImageData(new ImageData(recolorPrimary(source.data, TEAM_COLORS[t]), source.width, source.height), 0, 0);
  paint(team);
  const texture = new CanvasTexture(paintCanvas);
  texture.flipY = false;
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = Math.min(8, renderer.capabilities.getMaxAnisotropy());

  const layout = BODY_LAYOUTS[body];
  const car = new Group();
  const hullData = buildHull(layout.shape);
  const hullGeometry = meshGeometry(hullData.positions, hullData.indices).toNonIndexed();
  hullGeometry.computeVertexNormals();
  const look = finishLook(finish);
  const hullMaterial = new MeshPhysicalMaterial({ color: TEAM_COLORS[team], ...look, side: DoubleSide });
  car.add(new Mesh(hullGeometry, hullMaterial));
  const glassGeometry = meshGeometry(hullData.positions, hullData.glassIndices).toNonIndexed();
  glassGeometry.computeVertexNormals();
  const glassMaterial = new MeshStandardMaterial({ color: 0x0d1420, roughness: 0.15, metalness: 0.4, side: DoubleSide });
  car.add(new Mesh(glassGeometry, glassMaterial));

  const decalMaterial = new MeshPhysicalMaterial({ map: texture, ...look, side: DoubleSide });
  const disposables: { dispose(): void }[] = [hullGeometry, hullMaterial, glassGeometry, glassMaterial, decalMaterial, texture];
  for (const patch of buildRegionPatches(body)) {
    const g = meshGeometry(patch.mesh.positions, patch.mesh.indices, patch.mesh.normals, patch.mesh.uvs);
    disposables.push(g);
    const mesh = new Mesh(g, decalMaterial);
    mesh.name = patch.regionId;
    car.add(mesh);
  }

  const tyre = new CylinderGeometry(layout.shape.wheelRadius, layout.shape.wheelRadius, 0.34, 20);
  tyre.rotateX(Math.PI / 2);
  const tyreMaterial = new MeshStandardMaterial({ color: 0x1b1c20, roughness: 0.9 });
  disposables.push(tyre, tyreMaterial);
  for (const t of layout.shape.wheels) {
    for (const side of [1, -1]) {
      const wheel = new Mesh(tyre, tyreMaterial);
      wheel.position.set(
        layout.shape.length / 2 - t * layout.shape.length,
        layout.shape.wheelRadius,
        side * (layout.shape.width / 2 - 0.12),
      );
      car.add(wheel);
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

  let frame = 0;
  let visible = true;
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
  const loop = () => {
    frame = requestAnimationFrame(loop);
    if (!visible) return;
    if (controls.update() || dirty) {
      renderer.render(scene, camera);
      dirty = false;
    }
  };
  renderer.render(scene, camera);
  dirty = false;
  frame = requestAnimationFrame(loop);

  let disposed = false;
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
    setTeam(t) {
      paint(t);
      texture.needsUpdate = true;
      hullMaterial.color.set(TEAM_COLORS[t]);
      dirty = true;
      // draw now, so the new colour is on the canvas even before the next frame
      renderer.render(scene, camera);
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
      for (const d of disposables) d.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
