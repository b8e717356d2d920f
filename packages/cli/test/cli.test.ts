import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_BODY_INFO, MESSAGES, type CarBody, type V1Decal, type V1DecalList } from '@decalforge/shared';
import { signUpVerified, startTestApp, type TestApp } from '../../../apps/server/test/helpers/test-app';

/**
 * The `decalforge` command as a user runs it (the bin, a child process) against the real server
 * on a loopback port (SQLite, or PostgreSQL with TEST_DATABASE_URL): login, generate, list and
 * the failures a user meets. Packs are checked by reading the ZIP and by `npm run validate-pack`.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'packages/cli/bin/decalforge.js');
const VALIDATOR = join(ROOT, 'apps/web/scripts/validate-pack.ts');
const RATE_MAX = 4;
const PROMPT = 'red and black tiger stripes';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let t: TestApp;
let work: string;
let home: string;
let xdg: string;

function run(file: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...(file === VALIDATOR ? ['--import', 'tsx'] : []), file, ...args],
      // A clean environment: no DECALFORGE_* of the machine running the tests, a home of our own.
      {
        cwd: file === VALIDATOR ? ROOT : work,
        env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: xdg, ...env },
        timeout: 180_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}
const cli = (args: string[], env?: Record<string, string>) => run(BIN, args, env);

/**
 * A failure is exactly one line, the last on stderr (after any progress lines), prefixed with the
 * command's name, and no stack trace anywhere.
 */
function expectOneLineError(r: Run, code: number, text: string | RegExp) {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stdout).toBe('');
  expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  const lines = r.stderr.split('\n');
  expect(lines.pop()).toBe('');
  expect(lines.filter((l) => l.startsWith('decalforge: '))).toEqual([lines.at(-1)]);
  const last = `${lines.at(-1)}\n`;
  if (typeof text === 'string') expect(last).toBe(`decalforge: ${text}\n`);
  else expect(last).toMatch(text);
}

async function readZip(path: string): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const files = new Map<string, Uint8Array>();
  for (const f of Object.values(zip.files)) if (!f.dir) files.set(f.name, await f.async('uint8array'));
  return files;
}

/** Each car folder's preset: its BodyID is the body's, and every file it names lies beside it. */
function expectCarFolders(files: Map<string, Uint8Array>, bodies: CarBody[], presetName = 'decal.json') {
  const presets = [...files.keys()].filter((p) => p.endsWith(`/${presetName}`));
  expect(presets.map((p) => p.split('/').at(-2)).sort()).toEqual(bodies.map((b) => CAR_BODY_INFO[b].name).sort());
  for (const body of bodies) {
    const path = presets.find((p) => p.split('/').at(-2) === CAR_BODY_INFO[body].name) as string;
    const folder = path.slice(0, -presetName.length);
    const preset = JSON.parse(new TextDecoder().decode(files.get(path))) as Record<string, Record<string, unknown>>;
    const entries = Object.values(preset);
    expect(entries).toHaveLength(1);
    const entry = entries[0] as Record<string, unknown>;
    expect(entry.BodyID, body).toBe(CAR_BODY_INFO[body].bodyId);
    const named = ['Body', 'Chassis'].flatMap((k) => Object.values((entry[k] ?? {}) as Record<string, string>));
    expect(named).toEqual(expect.arrayContaining(['decal.png', 'Mask.png']));
    for (const name of named) expect(files.get(folder + name)?.byteLength ?? 0, `${folder}${name}`).toBeGreaterThan(0);
  }
}

async function expectValidPack(path: string, cars: string[]) {
  const r = await run(VALIDATOR, [path]);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  expect(r.stdout).toMatch(/: OK\n/);
  for (const car of cars) expect(r.stdout).toContain(`/${car}/`);
  expect(r.stdout).not.toContain('FAIL');
}

async function tokenFor(u: Awaited<ReturnType<typeof signUpVerified>>) {
  const res = await u.client.json<{ id: string; token: string }>('POST', '/api/tokens', { name: 'cli test' });
  expect(res.status).toBe(201);
  return res.data;
}

beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: String(RATE_MAX) });
  work = mkdtempSync(join(tmpdir(), 'df-cli-'));
  home = join(work, 'home');
  xdg = join(work, 'xdg');
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('decalforge CLI against the real server', { timeout: 180_000 }, () => {
  let pro: Awaited<ReturnType<typeof signUpVerified>>;
  let token: { id: string; token: string };
  const configFile = () => join(xdg, 'decalforge', 'config.json');

  it('--help lists the commands; invalid options and a missing login are one-line errors', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const c of ['login', 'generate', 'download', 'list']) expect(help.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));

    expectOneLineError(
      await cli(['generate', PROMPT, '--body', 'truck']),
      2,
      /argument 'truck' is invalid\. Allowed choices are octane, fennec, dominus, all\./,
    );
    expectOneLineError(await cli(['generate', PROMPT, '--body', 'octane', '--seed', '-3']), 2, /Seed must be 0 or more/);
    expectOneLineError(await cli(['generate', PROMPT, '--body', 'octane', '--finish', 'shiny']), 2, /--finish/);
    expectOneLineError(await cli(['generate', PROMPT]), 2, /required option '--body <body>' not specified/);
    expectOneLineError(await cli(['generate', '  ', '--body', 'octane']), 2, MESSAGES.create.emptyPrompt);

    expectOneLineError(await cli(['generate', PROMPT, '--body', 'octane']), 3, /^decalforge: Not logged in: run decalforge login/);
    expectOneLineError(await cli(['list']), 3, /Not logged in/);
  });

  it('login refuses a wrong token (exit 3, nothing stored) and stores a real one with mode 600', async () => {
    pro = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(pro.userId, 'PRO');
    token = await tokenFor(pro);

    const wrong = await cli(['login', '--url', t.baseUrl, '--token', 'dfp_not-a-real-token']);
    expectOneLineError(wrong, 3, new RegExp(`^decalforge: ${t.baseUrl} refused the API token .*wrong or revoked`));
    expect(() => statSync(configFile())).toThrow();
    expectOneLineError(await cli(['login', '--url', t.baseUrl, '--token', pro.token]), 2, /not an API token \(they start with dfp_\)/);
    expectOneLineError(await cli(['login', '--url', 'ftp://example.test', '--token', token.token]), 2, /--url must start with http/);

    const ok = await cli(['login', '--url', `${t.baseUrl}/`, '--token', token.token]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toBe(`Logged in to ${t.baseUrl} as ${pro.email} (PRO plan). Token saved in ${configFile()}\n`);
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    expect(statSync(join(xdg, 'decalforge')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(configFile(), 'utf8'))).toEqual({ url: t.baseUrl, token: token.token });
  });

  it('generate --body fennec: progress on stderr, the path on stdout, a valid Fennec pack with the Pro settings', async () => {
    const out = join(work, 'packs', 'fennec.zip');
    const r = await cli(['generate', PROMPT, '--body', 'fennec', '--finish', 'matte', '--seed', '1234', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${out}\n`);
    // Not a terminal: plain lines, one per stage, each with the elapsed time.
    expect(r.stderr).not.toContain('\x1b');
    expect(r.stderr).toMatch(new RegExp(`^Starting a decal for fennec on ${t.baseUrl} \\(\\d+\\.\\d s\\)$`, 'm'));
    expect(r.stderr).toMatch(/^Generating decal \S+ \(\d+\.\d s\)$/m);
    expect(r.stderr).toMatch(/^Building the package \(\d+\.\d s\)$/m);
    expect(r.stderr).toMatch(/^Saved the package \(\d+\.\d MB\) \(\d+\.\d s\)$/m);

    const files = await readZip(out);
    expectCarFolders(files, ['fennec']);
    await expectValidPack(out, ['Fennec']);

    const api = t.client();
    api.bearer = token.token;
    const id = (await api.json<V1DecalList>('GET', '/api/v1/decals?limit=1')).data.items[0]?.id as string;
    expect(r.stderr).toContain(`Generating decal ${id} (`);
    const decal = (await api.json<V1Decal>('GET', `/api/v1/decals/${id}`)).data;
    expect(decal).toMatchObject({ status: 'COMPLETE', prompt: PROMPT, settings: { carBody: 'fennec', finish: 'matte', seed: 1234 } });
    // decal.png in the pack is the decal the server generated, byte for byte.
    const png = Buffer.from(await (await api.req('GET', `/api/v1/decals/${id}/image`)).arrayBuffer());
    const decalPng = [...files].find(([p]) => p.endsWith('/Fennec/decal.png'))?.[1];
    expect(Buffer.from(decalPng ?? []).equals(png)).toBe(true);
  });

  it('generate --body all: one ZIP (server file name in the --out folder) with Octane, Fennec and Dominus', async () => {
    const r = await cli(['generate', PROMPT, '--body', 'all', '--out', `${work}/`]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^Building the package for every body \(/m);
    const path = r.stdout.trim();
    expect(path).toMatch(new RegExp(`^${work}/DecalForge_all_\\d+\\.zip$`));
    expectCarFolders(await readZip(path), ['octane', 'fennec', 'dominus']);
    await expectValidPack(path, ['Octane', 'Fennec', 'Dominus']);
  });

  it("list shows the account's decals from the server, newest first: made on another computer or through the API too, never another user's", async () => {
    const api = t.client();
    api.bearer = token.token;
    // A decal made without this CLI (the HTTP API directly, as a script on another computer would).
    const direct = await api.json<{ id: string }>('POST', '/api/v1/decals', { prompt: 'blue hexagon grid', body: 'dominus' });
    expect(direct.status).toBe(202);
    for (let i = 0; i < 150 && (await api.json<V1Decal>('GET', `/api/v1/decals/${direct.data.id}`)).data.status === 'RUNNING'; i++)
      await new Promise((r) => setTimeout(r, 100));
    // Another user's decal never shows.
    const stranger = await signUpVerified(t);
    const strangerToken = (await tokenFor(stranger)).token;
    const strangerApi = t.client();
    strangerApi.bearer = strangerToken;
    const theirs = await strangerApi.json<{ id: string }>('POST', '/api/v1/decals', { prompt: 'not mine', body: 'octane' });
    expect(theirs.status).toBe(202);

    const server = (await api.json<V1DecalList>('GET', '/api/v1/decals')).data.items;
    expect(server.map((d) => [d.settings.carBody, d.prompt])).toEqual([
      ['dominus', 'blue hexagon grid'],
      ['octane', PROMPT],
      ['fennec', PROMPT],
    ]);
    const row = (d: V1Decal | undefined, body: string, prompt: string) =>
      new RegExp(`^${d?.id}\\s+COMPLETE\\s+${body}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\s+${prompt}$`);
    // This computer's config, and another computer's (another config folder, logged in with the same token).
    const otherComputer = { XDG_CONFIG_HOME: join(work, 'other-computer') };
    const login = await cli(['login', '--url', t.baseUrl, '--token', token.token], otherComputer);
    expect(login.code, login.stderr).toBe(0);
    for (const env of [{}, otherComputer]) {
      const r = await cli(['list'], env);
      expect(r.code, r.stderr).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^ID\s+STATUS\s+BODY\s+CREATED\s+PROMPT$/);
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(row(server[0], 'dominus', 'blue hexagon grid'));
      expect(lines[2]).toMatch(row(server[1], 'octane', PROMPT));
      expect(lines[3]).toMatch(row(server[2], 'fennec', PROMPT));
      expect(r.stdout).not.toContain(theirs.data.id);
    }

    const two = await cli(['list', '--limit', '2']);
    expect(two.stdout.trimEnd().split('\n').slice(1)).toEqual([
      expect.stringMatching(row(server[0], 'dominus', 'blue hexagon grid')),
      expect.stringMatching(row(server[1], 'octane', PROMPT)),
    ]);
    const json = await cli(['list', '--json', '--limit', '1']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout) as V1Decal[]).toEqual([server[0]]);
    expectOneLineError(await cli(['list', '--limit', '0']), 2, /Expected a whole number of at least 1/);

    // The stranger's own list: only their decal, and an empty account says how to start.
    const strangerEnv = { DECALFORGE_URL: t.baseUrl, DECALFORGE_TOKEN: strangerToken, XDG_CONFIG_HOME: join(work, 'stranger') };
    const mine = await cli(['list', '--json'], strangerEnv);
    expect((JSON.parse(mine.stdout) as V1Decal[]).map((d) => d.id)).toEqual([theirs.data.id]);
    const nobody = await signUpVerified(t);
    const empty = await cli(['list'], { ...strangerEnv, DECALFORGE_TOKEN: (await tokenFor(nobody)).token });
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toBe(`No decals on ${t.baseUrl} yet: try decalforge generate "red and black tiger stripes" --body octane\n`);
  });

  it('download <id>: the package of an earlier decal for other bodies and the other preset name; an unknown id is one line', async () => {
    const api = t.client();
    api.bearer = token.token;
    const fennecId = (await api.json<V1DecalList>('GET', '/api/v1/decals')).data.items.find((d) => d.settings.carBody === 'fennec')
      ?.id as string;
    const out = join(work, 'again.zip');
    const r = await cli(['download', fennecId, '--body', 'all', '--preset', 'Template.json', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${out}\n`);
    expectCarFolders(await readZip(out), ['octane', 'fennec', 'dominus'], 'Template.json');
    await expectValidPack(out, ['Octane', 'Fennec', 'Dominus']);
    expectOneLineError(
      await cli(['download', 'no-such-decal']),
      1,
      new RegExp(`^decalforge: No decal no-such-decal on ${t.baseUrl} for this account`),
    );
  });

  it("quota: the server's 402 message word for word (exit 4); DECALFORGE_URL/TOKEN work without a login", async () => {
    const free = await signUpVerified(t);
    const { token: freeToken } = await tokenFor(free);
    const env = { DECALFORGE_URL: t.baseUrl, DECALFORGE_TOKEN: freeToken, XDG_CONFIG_HOME: join(work, 'free-xdg') };
    const first = await cli(['generate', 'blue flames', '--body', 'dominus', '--out', join(work, 'free.zip')], env);
    expect(first.code, first.stderr).toBe(0);
    const second = await cli(['generate', 'blue flames', '--body', 'dominus'], env);
    const api = t.client();
    api.bearer = freeToken;
    const direct = await api.json<{ error: string }>('POST', '/api/v1/decals', { prompt: 'blue flames', body: 'dominus' });
    expect(direct.status).toBe(402);
    expectOneLineError(second, 4, direct.data.error);
  });

  it("rate limit: the server's 429 message and its Retry-After (exit 4)", async () => {
    const u = await signUpVerified(t);
    const { token: tok } = await tokenFor(u);
    const api = t.client();
    api.bearer = tok;
    // Refused requests count against the per-user generate budget too.
    for (let i = 0; i < RATE_MAX; i++) expect((await api.json('POST', '/api/v1/decals', { prompt: '', body: 'octane' })).status).toBe(400);
    const r = await cli(['generate', PROMPT, '--body', 'octane', '--config', join(work, 'rate.json')], {
      DECALFORGE_URL: t.baseUrl,
      DECALFORGE_TOKEN: tok,
    });
    expectOneLineError(r, 4, new RegExp(`^decalforge: ${MESSAGES.create.rateLimited.replace(/\./g, '\\.')} \\(retry after \\d+ s\\)\\n$`));
  });

  it('a revoked token is refused with a clear error (exit 3)', async () => {
    expect((await pro.client.req('DELETE', `/api/tokens/${token.id}`)).status).toBe(204);
    for (const args of [['list'], ['generate', PROMPT, '--body', 'octane']])
      expectOneLineError(
        await cli(args),
        3,
        new RegExp(`^decalforge: ${t.baseUrl} refused the API token .*run decalforge login again\\n$`),
      );
  });

  it('network failure: "Cannot reach <url>: is the server running?" (exit 5)', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((r) => probe.close(() => r()));
    const url = `http://127.0.0.1:${port}`;
    const env = { DECALFORGE_URL: url, DECALFORGE_TOKEN: 'dfp_anything' };
    expectOneLineError(await cli(['list'], env), 5, `Cannot reach ${url}: is the server running?`);
    expectOneLineError(await cli(['generate', PROMPT, '--body', 'octane'], env), 5, `Cannot reach ${url}: is the server running?`);
    expectOneLineError(
      await cli(['login', '--url', url, '--token', 'dfp_anything', '--config', join(work, 'net.json')]),
      5,
      `Cannot reach ${url}: is the server running?`,
    );
  });
});
