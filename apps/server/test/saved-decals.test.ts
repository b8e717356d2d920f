import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationSettings } from '@decalforge/shared';
import { up as copySettingsFromJobs } from '../src/db/migrations/0006-saved-settings-from-jobs';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import { seedJob } from './helpers/seed-job';

/**
 * A kept decal's prompt and settings are the job's, as the server recorded them after the plan
 * rules: whatever the client sends beside the job id is ignored (issue 13).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

interface Kept {
  decal: { id: string; prompt: string; improved_prompt: string; generation_settings: GenerationSettings; job_id: string };
}

/** What the client of a forged Keep claims: the Pro-only body, finish and chassis, another seed and prompt. */
const forged = {
  prompt: 'forged prompt',
  improvedPrompt: 'forged improved prompt',
  generationSettings: { body: 'universal', finish: 'matte', chassis: 'none', advanced: { seed: 5, variationStrength: 1 } },
  // And the new shape too, in case a client guesses it.
  settings: { carBody: 'universal', finish: 'matte', chassis: 'none' },
};

async function storedSettings(savedId: string): Promise<unknown> {
  const row = await t.ctx.dbh.db
    .selectFrom('saved_decals')
    .select('generation_settings')
    .where('id', '=', savedId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.generation_settings);
}

describe('keeping a decal', () => {
  it("stores the job's settings and prompt whatever a FREE user's request claims", async () => {
    const u = await signUpVerified(t);
    const gen = await u.client.json<{ jobId: string }>(
      'POST',
      '/api/functions/generate',
      { improvedPrompt: 'blue and white waves', prompt: 'waves', carBody: 'fennec', finish: 'matte', seed: 99 },
      { Accept: 'application/json' },
    );
    expect(gen.status).toBe(200);
    const job = await u.client.json<{ settings: GenerationSettings }>('GET', `/api/jobs/${gen.data.jobId}`);
    // The plan rules applied at generation: a FREE user's finish and seed were not used.
    expect(job.data.settings).toMatchObject({ carBody: 'fennec', finish: 'animated', chassis: 'decalforge', logo: null });
    expect(job.data.settings.seed).not.toBe(99);

    const keep = await u.client.json<Kept>('POST', '/api/saved-decals', { jobId: gen.data.jobId, ...forged });
    expect(keep.status).toBe(201);
    expect(keep.data.decal.generation_settings).toEqual(job.data.settings);
    expect(keep.data.decal).toMatchObject({ prompt: 'waves', improved_prompt: 'blue and white waves', job_id: gen.data.jobId });
    expect(await storedSettings(keep.data.decal.id)).toEqual(job.data.settings);
    const list = await u.client.json<{ decals: Kept['decal'][] }>('GET', '/api/saved-decals');
    expect(list.data.decals[0]?.generation_settings).toEqual(job.data.settings);
  });

  it("keeps a PRO job's own settings, not the ones the request names", async () => {
    const u = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(u.userId, 'PRO');
    const gen = await u.client.json<{ jobId: string }>(
      'POST',
      '/api/functions/generate',
      { improvedPrompt: 'golden dragon scales', carBody: 'dominus', finish: 'matte', chassis: 'none', seed: 31337 },
      { Accept: 'application/json' },
    );
    expect(gen.status).toBe(200);
    const keep = await u.client.json<Kept>('POST', '/api/saved-decals', {
      jobId: gen.data.jobId,
      generationSettings: { body: 'octane', finish: 'animated', chassis: 'decalforge', advanced: { seed: 1 } },
    });
    expect(keep.status).toBe(201);
    expect(keep.data.decal.generation_settings).toMatchObject({ carBody: 'dominus', finish: 'matte', chassis: 'none', seed: 31337 });
  });

  it('reads decals kept in the old browser-sent shape, and the migration replaces them with their job’s settings', async () => {
    const u = await signUpVerified(t);
    const jobSettings: GenerationSettings = {
      carBody: 'dominus',
      finish: 'anodized',
      chassis: 'none',
      seed: 4242,
      variationStrength: 0.25,
      parentJobId: null,
      parentSeed: null,
      logo: null,
    };
    await seedJob(t.ctx.dbh.db, { id: `legacy-job-${u.userId}`, user_id: u.userId, settings: JSON.stringify(jobSettings) });
    const legacy = (id: string, jobId: string | null, settings: object) => ({
      id,
      user_id: u.userId,
      image_url: `${id}.png`,
      prompt: 'old',
      improved_prompt: 'old',
      generation_settings: JSON.stringify(settings),
      job_id: jobId,
      created_at: new Date().toISOString(),
    });
    const oldShape = {
      body: 'fennec',
      colors: { primary: '#FF6B35' },
      finish: 'matte',
      chassis: 'decalforge',
      advanced: { seed: 9, variationStrength: 0.5 },
      logo: { name: 'l.png', size: 3 },
    };
    await t.ctx.dbh.db
      .insertInto('saved_decals')
      .values([
        legacy(`orphan-${u.userId}`, null, oldShape),
        legacy(`with-job-${u.userId}`, `legacy-job-${u.userId}`, { ...oldShape, chassis: 'none' }),
        legacy(`empty-${u.userId}`, null, {}),
      ])
      .execute();
    const read = async () => {
      const list = await u.client.json<{ decals: Kept['decal'][] }>('GET', '/api/saved-decals');
      return Object.fromEntries(list.data.decals.map((d) => [d.id.split('-')[0], d.generation_settings]));
    };
    const before = await read();
    expect(before.orphan).toEqual({
      carBody: 'fennec',
      finish: 'matte',
      chassis: 'decalforge',
      seed: 9,
      variationStrength: 0.5,
      parentJobId: null,
      parentSeed: null,
      // the old preview-only logo (a file name and size) was never rendered: no logo on this decal
      logo: null,
    });
    expect(before.empty).toMatchObject({ carBody: 'octane', finish: 'animated', chassis: 'decalforge', seed: null });

    // Migrations are typed against an unknown schema (they run before ours exists).
    await copySettingsFromJobs(t.ctx.dbh.db as unknown as Kysely<unknown>);
    const after = await read();
    expect(after.with).toEqual(jobSettings);
    expect(after.orphan).toEqual(before.orphan);
  });
});
