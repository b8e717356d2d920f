import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const r = await p.evaluate(async () => {
  const out = {};
  const W = 2048, H = 2048;
  const data = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < data.length; i += 4) { const x=(i/4)%W, y=Math.floor(i/4/W); data[i] = 128 + Math.round(40*Math.sin(x/37)); data[i+1] = 128 + Math.round(40*Math.cos(y/23)); data[i+2] = 200 + (x*y)%56; data[i+3] = 255; }
  for (const alpha of [true, false]) {
    const times = [];
    let bytes;
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      const c = new OffscreenCanvas(W, H);
      const ctx = c.getContext('2d', { alpha });
      ctx.putImageData(new ImageData(data, W, H), 0, 0);
      bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
      times.push(Math.round(performance.now() - t));
    }
    // decode back
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
    const c2 = new OffscreenCanvas(W, H); const x2 = c2.getContext('2d'); x2.drawImage(bmp, 0, 0);
    const back = x2.getImageData(0, 0, W, H).data;
    let bad = 0; for (let i = 0; i < back.length; i++) if (back[i] !== data[i]) bad++;
    out[`alpha=${alpha}`] = { times, size: bytes.length, colorType: bytes[25], depth: bytes[24], bad, chunks: (() => { const n=[]; let o=8; const v=new DataView(bytes.buffer); while(o<bytes.length){const len=v.getUint32(o); n.push(String.fromCharCode(...bytes.subarray(o+4,o+8))); o+=12+len;} return n.join(','); })() };
  }
  return out;
});
console.log(JSON.stringify(r, null, 1));
await b.close();
