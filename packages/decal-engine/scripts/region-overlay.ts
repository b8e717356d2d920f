/**
 * Dev aid: draws our region polygons over the reference UV maps (if present) and prints how
 * much of each region lies on the reference mask. Output goes to a temp folder.
 * Usage: node --import tsx packages/decal-engine/scripts/region-overlay.ts
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { REGION_TEMPLATES } from '../src/regions/templates';
import { rasterizePolygons } from '../src/regions/rasterize';

const UV_DIR = fileURLToPath(new URL('../../../../shared/reference/uv', import.meta.url));

function drawGrid(ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>): void {
  for (let i = 0; i <= 2048; i += 64) {
    ctx.strokeStyle = i % 256 === 0 ? 'rgba(255,255,255,0.7)' : 'rgba(255,255,255,0.25)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(i, 0);
    ctx.lineTo(i, 2048);
    ctx.moveTo(0, i);
    ctx.lineTo(2048, i);
    ctx.stroke();
  }
  ctx.fillStyle = 'white';
  ctx.font = 'bold 20px sans-serif';
  for (let x = 0; x < 2048; x += 256) for (let y = 0; y < 2048; y += 256) ctx.fillText(`${x},${y}`, x + 4, y + 20);
}

async function main(): Promise<void> {
  if (!existsSync(UV_DIR)) {
    console.log(`reference UV folder not found at ${UV_DIR}; nothing to compare`);
    return;
  }
  const out = join(tmpdir(), 'decalforge-regions');
  mkdirSync(out, { recursive: true });
  for (const body of ['octane', 'fennec', 'dominus'] as const) {
    const mask = await sharp(join(UV_DIR, `uvmask_${body}.png`))
      .resize(2048, 2048, { kernel: 'nearest' })
      .greyscale()
      .raw()
      .toBuffer();
    const img = await loadImage(join(UV_DIR, `uv_${body}.png`));
    const canvas = createCanvas(2048, 2048);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, 2048, 2048);
    ctx.globalAlpha = 0.55;
    ctx.fillStyle = 'black';
    ctx.fillRect(0, 0, 2048, 2048);
    ctx.globalAlpha = 1;
    let totalIn = 0;
    let total = 0;
    for (const region of REGION_TEMPLATES[body].regions) {
      region.polygons.forEach((poly, i) => {
        const cov = rasterizePolygons([poly], 2048);
        let inside = 0;
        let all = 0;
        for (let p = 0; p < cov.length; p++) {
          if (cov[p] > 127) {
            all++;
            if (mask[p] > 127) inside++;
          }
        }
        if (process.argv.includes('--cells') && inside / Math.max(1, all) < 0.96) {
          const cells = new Map<string, number>();
          for (let p = 0; p < cov.length; p++) {
            if (cov[p] > 127 && mask[p] <= 127) {
              const key = `${Math.floor((p % 2048) / 32) * 32},${Math.floor(p / 2048 / 32) * 32}`;
              cells.set(key, (cells.get(key) ?? 0) + 1);
            }
          }
          const worst = [...cells.entries()]
            .filter(([, n]) => n > 150)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 14);
          console.log('   off-mask 32px cells:', worst.map(([k, n]) => `${k}:${n}`).join(' '));
        }
        totalIn += inside;
        total += all;
        console.log(`${body} ${region.id}[${i}] area ${all} on-mask ${((100 * inside) / Math.max(1, all)).toFixed(1)}%`);
        ctx.beginPath();
        poly.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.closePath();
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 3;
        ctx.stroke();
        ctx.fillStyle = 'rgba(255,255,255,0.25)';
        ctx.fill();
      });
    }
    let maskCount = 0;
    for (let p = 0; p < mask.length; p++) if (mask[p] > 127) maskCount++;
    console.log(
      `${body} TOTAL on-mask ${((100 * totalIn) / total).toFixed(1)}%, regions cover ${((100 * totalIn) / maskCount).toFixed(1)}% of the mesh`,
    );
    drawGrid(ctx);
    writeFileSync(join(out, `${body}.png`), canvas.toBuffer('image/png'));
    for (const [ox, oy] of [
      [0, 0],
      [1024, 0],
      [0, 1024],
      [1024, 1024],
    ]) {
      const crop = createCanvas(1024, 1024);
      crop.getContext('2d').drawImage(canvas, ox, oy, 1024, 1024, 0, 0, 1024, 1024);
      writeFileSync(join(out, `${body}_${ox}_${oy}.png`), crop.toBuffer('image/png'));
    }
  }
  console.log(`overlays written to ${out}`);
}

await main();
