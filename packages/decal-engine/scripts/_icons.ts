import { createCanvas, Path2D } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { iconData } from '../src/motifs/icon-library';
const names = process.argv.slice(3);
const c = createCanvas(200 * names.length, 220); const ctx = c.getContext('2d');
ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height);
names.forEach((n, i) => { const d = iconData(n.includes(':') ? n : 'game-icons:' + n)!; ctx.save(); ctx.translate(i * 200 + 10, 10); ctx.scale(180 / d.size, 180 / d.size); ctx.fillStyle = '#000'; ctx.fill(new Path2D(d.path)); ctx.restore(); ctx.fillText(n, i * 200 + 10, 210); });
writeFileSync(process.argv[2], c.toBuffer('image/png'));
