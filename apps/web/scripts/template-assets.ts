import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FINISHES, type CarBody, type Finish } from '@decalforge/shared';
import { TEMPLATE_BODIES, templatePaths } from '@decalforge/decal-engine/package/builder';

export type TemplateJob =
  | { path: string; kind: 'body'; body: CarBody; finish: Finish }
  | { path: string; kind: 'curvature'; body: CarBody }
  | { path: string; kind: 'chassis' };

/** Every static template the download package fetches (paths relative to public/templates). */
export function templateJobs(): TemplateJob[] {
  const jobs: TemplateJob[] = [];
  for (const body of TEMPLATE_BODIES) {
    for (const finish of FINISHES) jobs.push({ path: templatePaths.body(body, finish), kind: 'body', body, finish });
    jobs.push({ path: templatePaths.curvature(body), kind: 'curvature', body });
  }
  jobs.push({ path: templatePaths.chassis(), kind: 'chassis' });
  return jobs;
}

/** Newest modification time (ms) of the files under `paths` (files or folders, recursive). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) for (const name of readdirSync(p)) visit(join(p, name));
    else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) if (existsSync(p)) visit(p);
  return newest;
}

/** True when `file` exists and is newer than every source it is built from. */
export function isFresh(file: string, sourcesMtime: number): boolean {
  return existsSync(file) && statSync(file).mtimeMs > sourcesMtime;
}
