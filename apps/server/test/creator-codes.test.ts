import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, runCommand } from '../src/cli/admin-commands';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

interface CodeResult {
  valid: boolean;
  message: string;
  discount_percent: number | null;
  creator_name: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cli = (...args: string[]) => runCommand(t.ctx.services, args);
const validate = (c: TestClient, code: unknown, trackReferral?: boolean) =>
  c.json<CodeResult & { error?: string }>('POST', '/api/functions/validate-creator-code', { code, trackReferral });
const referralsOf = (code: string) => t.ctx.dbh.db.selectFrom('creator_referrals').selectAll().where('code', '=', code).execute();
const redemptionsOf = (code: string) => t.ctx.dbh.db.selectFrom('creator_redemptions').selectAll().where('code', '=', code).execute();

async function buyWithCode(c: TestClient, code: string | null, plan = 'PRO') {
  const co = await c.json<{ url: string; error?: string }>('POST', '/api/functions/create-checkout', {
    plan,
    interval: 'month',
    creatorCode: code,
    discountPercent: 95,
  });
  if (co.status !== 200) return { status: co.status, error: co.data.error };
  const session = new URL(co.data.url).searchParams.get('session') as string;
  const view = await c.json<{ discountPercent: number | null; creatorCode: string | null; firstPeriodAmount: number }>(
    'GET',
    `/api/billing/test/session/${session}`,
  );
  const paid = await c.json('POST', '/api/billing/test/complete-checkout', { session });
  expect(paid.status).toBe(200);
  return { status: 200, session: view.data };
}

describe('create-creator-code operator command', () => {
  it('creates an upper-case code with the default 10% and validates its input', async () => {
    expect(await cli('create-creator-code', 'clidefault', 'Default Dan')).toMatch(/CLIDEFAULT.*10%.*50 redemptions/);
    const row = await t.ctx.dbh.db.selectFrom('creator_codes').selectAll().where('code', '=', 'CLIDEFAULT').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ creator_name: 'Default Dan', discount_percent: 10, max_redemptions: 50 });
    expect(Number(row.active)).toBe(1);
    for (const bad of ['0', '101', 'abc', '12.5']) {
      await expect(cli('create-creator-code', `BAD${bad.replace('.', '')}X`, 'Someone', bad)).rejects.toBeInstanceOf(CliError);
    }
    await expect(cli('create-creator-code', 'CLIDEFAULT', 'Again')).rejects.toThrow(/already exists/);
    await expect(cli('create-creator-code', 'no spaces!', 'X')).rejects.toBeInstanceOf(CliError);
    await expect(cli('create-creator-code')).rejects.toThrow(/Usage/);
    expect(await cli('create-creator-code', 'FULL100', 'Generous', '100')).toMatch(/100%/);
  });
});

describe('POST /api/functions/validate-creator-code', () => {
  it('answers unknown, inactive and valid codes, signed out', async () => {
    await cli('create-creator-code', 'VALID15', 'Val Creator', '15');
    await cli('create-creator-code', 'SLEEPY', 'Sleepy Creator');
    await t.ctx.dbh.db.updateTable('creator_codes').set({ active: 0 }).where('code', '=', 'SLEEPY').execute();
    const anon = t.client();
    expect((await validate(anon, 'NOPE-NOT-A-CODE')).data).toEqual({
      valid: false,
      message: 'Invalid creator code',
      discount_percent: null,
      creator_name: null,
    });
    expect((await validate(anon, 'sleepy')).data).toMatchObject({ valid: false, message: 'This creator code is no longer active' });
    const ok = await validate(anon, '  valid15 ');
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({
      valid: true,
      message: 'Creator code applied! 15% off your first month',
      discount_percent: 15,
      creator_name: 'Val Creator',
    });
    const empty = await validate(anon, '   ');
    expect(empty.status).toBe(400);
    expect((await validate(anon, 42)).status).toBe(400);
  });

  it('tracks a referral only when asked and signed in, one per unique user', async () => {
    await cli('create-creator-code', 'TRACKME', 'Tracker');
    await cli('create-creator-code', 'SECONDREF', 'Second');
    expect((await validate(t.client(), 'TRACKME', true)).data.valid).toBe(true);
    expect(await referralsOf('TRACKME')).toHaveLength(0);
    const a = await signUpVerified(t);
    await validate(a.client, 'TRACKME', false);
    await validate(a.client, 'TRACKME');
    expect(await referralsOf('TRACKME')).toHaveLength(0);
    await validate(a.client, 'TRACKME', true);
    await validate(a.client, 'trackme', true);
    await validate(a.client, 'SECONDREF', true);
    expect((await referralsOf('TRACKME')).map((r) => r.user_id)).toEqual([a.userId]);
    expect(await referralsOf('SECONDREF')).toHaveLength(0);
    const b = await signUpVerified(t);
    await validate(b.client, 'TRACKME', true);
    expect(await referralsOf('TRACKME')).toHaveLength(2);
    // Invalid codes track nobody.
    await validate(b.client, 'UNKNOWN-XYZ', true);
    expect(await t.ctx.dbh.db.selectFrom('creator_referrals').selectAll().where('code', '=', 'UNKNOWN-XYZ').execute()).toHaveLength(0);
  });

  it('counts a redemption once per user on a paid checkout, using the discount from the database', async () => {
    await cli('create-creator-code', 'REDEEM25', 'Redeemer', '25');
    const u = await signUpVerified(t);
    // Choosing a code without paying counts nothing.
    const start = await u.client.json('POST', '/api/functions/create-checkout', {
      plan: 'PRO',
      interval: 'month',
      creatorCode: 'REDEEM25',
    });
    expect(start.status).toBe(200);
    expect(await redemptionsOf('REDEEM25')).toHaveLength(0);
    const first = await buyWithCode(u.client, 'redeem25');
    expect(first.session).toMatchObject({ creatorCode: 'REDEEM25', discountPercent: 25, firstPeriodAmount: 6.75 });
    expect((await redemptionsOf('REDEEM25')).map((r) => r.user_id)).toEqual([u.userId]);
    // The subscription ends; buying again with the same code gives no second discount or redemption.
    await u.client.json('POST', '/api/billing/test/portal', { action: 'cancel' });
    await u.client.json('POST', '/api/billing/test/portal', { action: 'end-period' });
    const second = await buyWithCode(u.client, 'REDEEM25', 'BASIC');
    expect(second.session).toMatchObject({ creatorCode: null, discountPercent: null, firstPeriodAmount: 4.99 });
    expect(await redemptionsOf('REDEEM25')).toHaveLength(1);
  });

  it('stops a code once redemptions reach its maximum', async () => {
    await cli('create-creator-code', 'CAPPED', 'Capped Creator', '10');
    await t.ctx.dbh.db.updateTable('creator_codes').set({ max_redemptions: 1 }).where('code', '=', 'CAPPED').execute();
    const a = await signUpVerified(t);
    expect((await validate(a.client, 'CAPPED')).data.valid).toBe(true);
    await buyWithCode(a.client, 'CAPPED');
    const b = await signUpVerified(t);
    const r = await validate(b.client, 'CAPPED', true);
    expect(r.data).toMatchObject({ valid: false, message: 'This creator code has reached its limit', discount_percent: null });
    expect((await referralsOf('CAPPED')).map((x) => x.user_id)).not.toContain(b.userId);
    const co = await buyWithCode(b.client, 'CAPPED');
    expect(co.status).toBe(400);
    expect(co.error).toBe('This creator code has reached its limit');
    const unknown = await buyWithCode(b.client, 'NOT-REAL');
    expect(unknown).toMatchObject({ status: 400, error: 'Invalid creator code' });
  });
});
