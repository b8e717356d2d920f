import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminUserRow, type DashboardStats, type Plan, type RecentActivityItem } from '@decalforge/shared';
import type { Db } from '../src/db/database';
import { createAdminRepository } from '../src/modules/admin/admin.repository';
import { createAdminService } from '../src/modules/admin/admin.service';
import { signUpVerified, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

const OPS = '/api/functions/admin-user-ops';

/** Inserts a better-auth user row and its profile directly (column types differ per database). */
async function insertUser(
  t: TestApp,
  u: { id: string; email: string; plan: Plan; created_at: string; bonus_credits?: number },
  withProfile = true,
) {
  const sqlite = t.ctx.dbh.kind === 'sqlite';
  const at = sqlite ? u.created_at : new Date(u.created_at);
  await t.ctx.dbh.db
    .insertInto('user')
    .values({
      id: u.id,
      name: u.email.split('@')[0] as string,
      email: u.email,
      emailVerified: sqlite ? 1 : true,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  if (withProfile) {
    await t.ctx.dbh.db
      .insertInto('profiles')
      .values({ id: u.id, plan: u.plan, bonus_credits: u.bonus_credits ?? 0, created_at: u.created_at })
      .execute();
  }
}

async function insertJob(
  db: Db,
  j: { id: string; user_id: string; status: 'RUNNING' | 'COMPLETE' | 'FAILED'; created_at: string; prompt?: string },
) {
  await db
    .insertInto('jobs')
    .values({
      id: j.id,
      user_id: j.user_id,
      status: j.status,
      prompt: j.prompt ?? `prompt of ${j.id}`,
      improved_prompt: '',
      settings: '{}',
      created_at: j.created_at,
      finished_at: null,
    })
    .execute();
}

async function signUpWithPlan(t: TestApp, plan: Plan) {
  const s = await signUpVerified(t);
  await t.ctx.repos.profiles.setPlan(s.userId, plan);
  return s;
}

const op = (c: TestClient, body: unknown) => c.json<Record<string, unknown> & { error?: string }>('POST', OPS, body);

describe('admin-user-ops: authorization, validation, changes and audit', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpWithPlan>>;
  let target: Awaited<ReturnType<typeof signUpVerified>>;
  const bodies = (userId: string) => [
    { action: 'getDashboardStats' },
    { action: 'getUserList', search: 'x', limit: 100 },
    { action: 'getRecentActivity' },
    { action: 'updateUserPlan', userId, newPlan: 'BASIC' },
    { action: 'grantCredits', userId, creditAmount: 1 },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUpWithPlan(t, 'ADMIN');
    target = await signUpVerified(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to signed-out callers for every action, before looking at the body', async () => {
    const anon = t.client();
    for (const body of [...bodies(target.userId), { action: 'nonsense' }]) {
      const r = await op(anon, body);
      expect(r.status, JSON.stringify(body)).toBe(401);
      expect(r.data.error).toBe(MESSAGES.admin.signIn);
    }
  });

  it('answers 403 to FREE, BASIC and PRO users for every action and changes nothing', async () => {
    for (const plan of ['FREE', 'BASIC', 'PRO'] as const) {
      const { client } = await signUpWithPlan(t, plan);
      for (const body of bodies(target.userId)) {
        const r = await op(client, body);
        expect(r.status, `${plan} ${body.action}`).toBe(403);
        expect(r.data.error).toBe(MESSAGES.admin.denied);
      }
    }
    const profile = await t.ctx.repos.profiles.find(target.userId);
    expect(profile).toMatchObject({ plan: 'FREE', bonus_credits: 0 });
    expect(await t.ctx.dbh.db.selectFrom('admin_audit').selectAll().execute()).toEqual([]);
  });

  it('answers 200 to an ADMIN for every action', async () => {
    for (const body of bodies(target.userId)) {
      const r = await op(admin.client, body);
      expect(r.status, `${body.action} ${JSON.stringify(r.data)}`).toBe(200);
    }
    // Bearer tokens are accepted too.
    const bearer = t.client();
    bearer.bearer = admin.token;
    expect((await op(bearer, { action: 'getDashboardStats' })).status).toBe(200);
  });

  it('checks the plan on every call: a demoted admin is refused at once', async () => {
    const other = await signUpWithPlan(t, 'ADMIN');
    expect((await op(other.client, { action: 'getRecentActivity' })).status).toBe(200);
    const demote = await op(admin.client, { action: 'updateUserPlan', userId: other.userId, newPlan: 'PRO' });
    expect(demote.status).toBe(200);
    expect((await op(other.client, { action: 'getRecentActivity' })).status).toBe(403);
  });

  it('refuses malformed payloads with 400 and a clear message', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Unknown action/],
      [{ action: 'dropEverything' }, /Unknown action; use one of getDashboardStats/],
      [{ action: 'updateUserPlan', userId: target.userId, newPlan: 'PAID' }, /Plan must be one of FREE, BASIC, PRO or ADMIN/],
      [{ action: 'updateUserPlan', userId: target.userId, newPlan: 'god' }, /Plan must be one of/],
      [{ action: 'updateUserPlan', userId: target.userId }, /Plan must be one of/],
      [{ action: 'updateUserPlan', newPlan: 'PRO' }, /userId is required/],
      [{ action: 'grantCredits', userId: target.userId, creditAmount: 0 }, /positive whole number/],
      [{ action: 'grantCredits', userId: target.userId, creditAmount: -5 }, /positive whole number/],
      [{ action: 'grantCredits', userId: target.userId, creditAmount: 1.5 }, /whole number/],
      [{ action: 'grantCredits', userId: target.userId, creditAmount: '3' }, /creditAmount must be a number/],
      [{ action: 'grantCredits', userId: target.userId }, /creditAmount must be a number/],
      [{ action: 'grantCredits', userId: target.userId, creditAmount: 10_000_000 }, /at most 1000000/],
      [{ action: 'getUserList', limit: 101 }, /limit must be at most 100/],
      [{ action: 'getUserList', limit: 0 }, /limit must be at least 1/],
      [{ action: 'getUserList', search: 42 }, /search must be a string/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const r = await op(admin.client, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.error, JSON.stringify(body)).toMatch(message);
    }
    const text = await admin.client.req('POST', OPS, { body: '{"action":', headers: { 'Content-Type': 'application/json' } });
    expect(text.status).toBe(400);
  });

  it('answers 404 for an unknown user and writes no audit row', async () => {
    const before = (await t.ctx.dbh.db.selectFrom('admin_audit').select('id').execute()).length;
    for (const body of [
      { action: 'updateUserPlan', userId: 'no-such-user', newPlan: 'PRO' },
      { action: 'grantCredits', userId: 'no-such-user', creditAmount: 2 },
    ]) {
      const r = await op(admin.client, body);
      expect(r.status).toBe(404);
      expect(r.data.error).toBe('User not found');
    }
    expect((await t.ctx.dbh.db.selectFrom('admin_audit').select('id').execute()).length).toBe(before);
  });

  it('changes plans in any direction and grants credits, auditing each change', async () => {
    const victim = await signUpVerified(t);
    const db = t.ctx.dbh.db;
    for (const [newPlan, from] of [
      ['ADMIN', 'FREE'],
      ['BASIC', 'ADMIN'],
      ['FREE', 'BASIC'],
      ['PRO', 'FREE'],
    ] as const) {
      const r = await op(admin.client, { action: 'updateUserPlan', userId: victim.userId, newPlan });
      expect(r.status).toBe(200);
      expect(r.data).toEqual({ success: true, user: { id: victim.userId, plan: newPlan } });
      const me = await victim.client.json<{ plan: string; isAdmin: boolean }>('GET', '/api/me');
      expect(me.data.plan).toBe(newPlan);
      expect(me.data.isAdmin).toBe(newPlan === 'ADMIN');
      const last = await db
        .selectFrom('admin_audit')
        .selectAll()
        .where('target_id', '=', victim.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      expect(last).toMatchObject({ actor_id: admin.userId, action: 'updateUserPlan' });
      expect(JSON.parse(last?.detail ?? '{}')).toEqual({ from, to: newPlan });
    }
    const g1 = await op(admin.client, { action: 'grantCredits', userId: victim.userId, creditAmount: 3 });
    expect(g1.data).toEqual({ success: true, user: { id: victim.userId, bonus_credits: 3 } });
    const g2 = await op(admin.client, { action: 'grantCredits', userId: victim.userId, creditAmount: 1 });
    expect(g2.data).toEqual({ success: true, user: { id: victim.userId, bonus_credits: 4 } });
    expect((await victim.client.json<{ bonusCredits: number }>('GET', '/api/me')).data.bonusCredits).toBe(4);
    const grants = await db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_id', '=', victim.userId)
      .where('action', '=', 'grantCredits')
      .execute();
    expect(grants.map((g) => JSON.parse(g.detail)).sort((a, b) => a.after - b.after)).toEqual([
      { amount: 3, before: 0, after: 3 },
      { amount: 1, before: 3, after: 4 },
    ]);
    expect(grants.every((g) => g.actor_id === admin.userId && /^\d{4}-\d\d-\d\dT/.test(g.created_at))).toBe(true);
    const all = await db.selectFrom('admin_audit').select('id').where('target_id', '=', victim.userId).execute();
    expect(all).toHaveLength(6);
  });

  it('creates the missing profile of an existing user before changing it', async () => {
    const id = `no-profile-${Date.now()}`;
    await insertUser(t, { id, email: uniqueEmail('noprofile'), plan: 'FREE', created_at: new Date().toISOString() }, false);
    const r = await op(admin.client, { action: 'grantCredits', userId: id, creditAmount: 2 });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ success: true, user: { id, bonus_credits: 2 } });
    expect(await t.ctx.repos.profiles.find(id)).toMatchObject({ plan: 'FREE', bonus_credits: 2 });
  });

  it('lists at most 100 users, newest first, and the latest 50 jobs', async () => {
    const db = t.ctx.dbh.db;
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < 105; i++) {
      await insertUser(t, {
        id: `bulk-${String(i).padStart(3, '0')}`,
        email: `bulk-${i}@bulk.test`,
        plan: 'FREE',
        created_at: new Date(base + i * 60_000).toISOString(),
      });
    }
    for (let i = 0; i < 55; i++) {
      await insertJob(db, {
        id: `bulk-job-${String(i).padStart(2, '0')}`,
        user_id: 'bulk-000',
        status: 'COMPLETE',
        created_at: new Date(base + i * 1000).toISOString(),
      });
    }
    const list = await op(admin.client, { action: 'getUserList' });
    const users = list.data.users as AdminUserRow[];
    expect(users).toHaveLength(100);
    expect(users[0]?.id).toBe('bulk-104');
    expect(users[99]?.id).toBe('bulk-005');
    const small = await op(admin.client, { action: 'getUserList', limit: 3, search: '@BULK.test' });
    expect((small.data.users as AdminUserRow[]).map((u) => u.id)).toEqual(['bulk-104', 'bulk-103', 'bulk-102']);
    const activity = (await op(admin.client, { action: 'getRecentActivity' })).data.recentActivity as RecentActivityItem[];
    expect(activity).toHaveLength(50);
    expect(activity[0]).toEqual({
      id: 'bulk-job-54',
      status: 'COMPLETE',
      prompt: 'prompt of bulk-job-54',
      created_at: new Date(base + 54_000).toISOString(),
      profiles: { email: 'bulk-0@bulk.test' },
    });
    expect(activity[49]?.id).toBe('bulk-job-05');
  });
});

describe('admin-user-ops: stats, user list and activity on a seeded data set', () => {
  // A Wednesday: month = since 2024-05-01T00:00Z, week = since Monday 2024-05-13T00:00Z.
  const NOW = new Date('2024-05-15T12:00:00.000Z');
  const USERS = [
    { id: 'u1', email: 'Alice.Smith@Example.test', plan: 'FREE', created_at: '2023-01-01T00:00:00.000Z', bonus_credits: 2 },
    { id: 'u2', email: 'bob_builder@example.test', plan: 'BASIC', created_at: '2024-04-30T23:59:59.999Z' },
    { id: 'u3', email: 'carol%100@example.test', plan: 'PRO', created_at: '2024-05-01T00:00:00.000Z' },
    { id: 'u4', email: 'carolyn100@example.test', plan: 'PAID', created_at: '2024-05-12T23:59:59.999Z' },
    { id: 'u5', email: 'eve.admin@example.test', plan: 'ADMIN', created_at: '2024-05-13T00:00:00.000Z' },
    { id: 'u6', email: 'bobXbuilder@example.test', plan: 'FREE', created_at: '2024-05-15T10:00:00.000Z' },
  ] as const;
  const JOBS = [
    { id: 'j1', user_id: 'u1', status: 'COMPLETE', created_at: '2024-04-30T23:59:59.999Z' },
    { id: 'j2', user_id: 'u1', status: 'COMPLETE', created_at: '2024-05-01T00:00:00.000Z' },
    { id: 'j3', user_id: 'u2', status: 'FAILED', created_at: '2024-05-12T23:59:59.999Z' },
    { id: 'j4', user_id: 'u3', status: 'COMPLETE', created_at: '2024-05-13T00:00:00.000Z' },
    { id: 'j5', user_id: 'u4', status: 'RUNNING', created_at: '2024-05-15T11:00:00.000Z' },
    { id: 'j6', user_id: 'u2', status: 'FAILED', created_at: '2023-12-01T00:00:00.000Z' },
    { id: 'j7', user_id: 'deleted-user', status: 'COMPLETE', created_at: '2024-05-14T09:00:00.000Z' },
  ] as const;
  let s: TestApp;
  let service: ReturnType<typeof createAdminService>;

  beforeAll(async () => {
    s = await startTestApp();
    for (const u of USERS) await insertUser(s, u);
    for (const j of JOBS) await insertJob(s.ctx.dbh.db, j);
    service = createAdminService({ repo: createAdminRepository(s.ctx.dbh.db), planChanges: s.ctx.services.planChanges, clock: () => NOW });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('computes the eleven stats with inclusive month and week starts', async () => {
    const { stats } = await service.getDashboardStats();
    expect(stats).toEqual<DashboardStats>({
      totalUsers: 6,
      freeUsers: 2,
      basicUsers: 1,
      proUsers: 2, // PRO + legacy PAID
      adminUsers: 1,
      totalGenerations: 7,
      monthlyGenerations: 5, // j2 (exactly the month start), j3, j4, j5, j7 — not j1, 1 ms earlier
      weeklyGenerations: 3, // j4 (exactly Monday 00:00), j5, j7 — not j3, 1 ms earlier
      failedGenerations: 2,
      newUsersThisMonth: 4, // u3 (exactly the month start), u4, u5, u6
      newUsersThisWeek: 2, // u5 (exactly Monday 00:00), u6
    });
  });

  it('moves the windows with the clock: one millisecond before Monday is still last week', async () => {
    const { stats } = await service.getDashboardStats(new Date('2024-05-12T23:59:59.999Z'));
    // Week = since Monday 2024-05-06: j3, j4, j5, j7 (j4, j5, j7 are "later" but still counted) and users u4, u5, u6.
    expect(stats.weeklyGenerations).toBe(4);
    expect(stats.newUsersThisWeek).toBe(3);
    expect(stats.monthlyGenerations).toBe(5);
    const june = (await service.getDashboardStats(new Date('2024-06-01T00:00:00.000Z'))).stats;
    expect(june.monthlyGenerations).toBe(0);
    expect(june.newUsersThisMonth).toBe(0);
  });

  it('lists users newest first with total and monthly generations', async () => {
    const { users } = await service.getUserList();
    expect(users.map((u) => u.id)).toEqual(['u6', 'u5', 'u4', 'u3', 'u2', 'u1']);
    expect(users.find((u) => u.id === 'u1')).toEqual<AdminUserRow>({
      id: 'u1',
      email: 'Alice.Smith@Example.test',
      plan: 'FREE',
      bonus_credits: 2,
      totalGenerations: 2,
      monthlyGenerations: 1,
      created_at: '2023-01-01T00:00:00.000Z',
    });
    const counts = Object.fromEntries(users.map((u) => [u.id, [u.totalGenerations, u.monthlyGenerations]]));
    expect(counts).toEqual({ u1: [2, 1], u2: [2, 1], u3: [1, 1], u4: [1, 1], u5: [0, 0], u6: [0, 0] });
  });

  it('searches e-mails trimmed and case-insensitively, with % and _ matched literally', async () => {
    const ids = async (search: string, limit?: number) => (await service.getUserList({ search, limit })).users.map((u) => u.id);
    expect(await ids('  ALICE.smith ')).toEqual(['u1']);
    expect(await ids('bob_b')).toEqual(['u2']); // not bobXbuilder
    expect(await ids('carol%1')).toEqual(['u3']); // not carolyn100
    expect(await ids('%')).toEqual(['u3']);
    expect(await ids('_')).toEqual(['u2']);
    expect(await ids('a\\b')).toEqual([]);
    expect(await ids('EXAMPLE.TEST')).toEqual(['u6', 'u5', 'u4', 'u3', 'u2', 'u1']);
    expect(await ids('   ')).toEqual(['u6', 'u5', 'u4', 'u3', 'u2', 'u1']);
    expect(await ids('example', 2)).toEqual(['u6', 'u5']);
    expect(await ids('nobody')).toEqual([]);
  });

  it('gives the latest jobs with their user e-mail, null when the user is gone', async () => {
    const { recentActivity } = await service.getRecentActivity();
    expect(recentActivity.map((a) => a.id)).toEqual(['j5', 'j7', 'j4', 'j3', 'j2', 'j1', 'j6']);
    expect(recentActivity[0]).toEqual({
      id: 'j5',
      status: 'RUNNING',
      prompt: 'prompt of j5',
      created_at: '2024-05-15T11:00:00.000Z',
      profiles: { email: 'carolyn100@example.test' },
    });
    expect(recentActivity[1]?.profiles).toEqual({ email: null });
  });

  it('answers the same numbers over HTTP (with the real clock) as numbers, not strings', async () => {
    const a = await signUpWithPlan(s, 'ADMIN');
    const { data } = await op(a.client, { action: 'getDashboardStats' });
    // The seeded rows are from 2024; only the admin just signed up is new this month and week.
    expect(data.stats).toEqual({
      totalUsers: 7,
      freeUsers: 2,
      basicUsers: 1,
      proUsers: 2,
      adminUsers: 2,
      totalGenerations: 7,
      monthlyGenerations: 0,
      weeklyGenerations: 0,
      failedGenerations: 2,
      newUsersThisMonth: 1,
      newUsersThisWeek: 1,
    });
    const list = await op(a.client, { action: 'getUserList', search: ' alice ' });
    expect(list.data.users).toEqual([
      {
        id: 'u1',
        email: 'Alice.Smith@Example.test',
        plan: 'FREE',
        bonus_credits: 2,
        totalGenerations: 2,
        monthlyGenerations: 0,
        created_at: '2023-01-01T00:00:00.000Z',
      },
    ]);
    const empty = await op(a.client, { action: 'getUserList', search: '' });
    expect((empty.data.users as AdminUserRow[]).map((u) => u.email)).toEqual([a.email, ...USERS.map((u) => u.email).reverse()]);
    const activity = await op(a.client, { action: 'getRecentActivity' });
    expect((activity.data.recentActivity as RecentActivityItem[]).map((x) => x.id)).toEqual(['j5', 'j7', 'j4', 'j3', 'j2', 'j1', 'j6']);
  });
});
