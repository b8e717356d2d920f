import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DECAL_SIZE } from '@decalforge/shared';
import { buildBodyTemplate, buildChassisImage, buildCurvaturePack } from '@decalforge/decal-engine/package';
import { isFresh, newestMtime, templateJobs, type TemplateJob } from './template-assets';

/**
 * Writes the download package's static templates to public/templates/ (served at /templates/,
 * cached for a day): per body and finish Body.png, per body curvaturepack.png, and the dark chassis.
 * Files newer than the engine sources are kept, so rebuilds are fast.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = here('../public/templates');
const engineSrc = here('../../../packages/decal-engine/src');
const sources = [
  join(engineSrc, 'package'),
  join(engineSrc, 'regions'),
  join(engineSrc, 'constants.ts'),
  here('../../../packages/shared/src/catalog.ts'),
  here('./build-templates.ts'),
  here('./template-assets.ts'),
];

function pixels(job: TemplateJob): Uint8Array {
  if (job.kind === 'body') return buildBodyTemplate(job.body, job.finish, DECAL_SIZE);
  if (job.kind === 'curvature') return buildCurvaturePack(job.body, DECAL_SIZE);
  return buildChassisImage(DECAL_SIZE);
}

const started = performance.now();
const sourcesMtime = newestMtime(sources);
const todo = templateJobs().filter((job) => !isFresh(join(outDir, job.path), sourcesMtime));
const writes: Promise<unknown>[] = [];
for (const job of todo) {
  const file = join(outDir, job.path);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writes.push(
    sharp(pixels(job), { raw: { width: DECAL_SIZE, height: DECAL_SIZE, channels: 4 } })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toFile(tmp)
      .then(() => renameSync(tmp, file)),
  );
}
await Promise.all(writes);
const total = templateJobs().length;
console.log(`templates: ${todo.length} built, ${total - todo.length} up to date (${Math.round(performance.now() - started)} ms)`);
