import { describe, expect, it } from 'vitest';
import { EXIT } from './errors';
import type { CliIo } from './io';
import { runCli } from './run-cli';

function fakeIo(env: Record<string, string> = {}, fetchImpl?: typeof fetch) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env: { DECALFORGE_URL: 'http://127.0.0.1:9', DECALFORGE_TOKEN: 'dfp_x', ...env },
    cwd: '/nowhere',
    platform: 'linux',
    homedir: '/nowhere/home',
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
    fetch: fetchImpl ?? (() => Promise.reject(new Error('no network in unit tests'))),
    now: () => 0,
  };
  return { io, out, err };
}

describe('runCli', () => {
  it('prints the version and help with exit code 0, usage errors with 2', async () => {
    const v = fakeIo();
    expect(await runCli(['--version'], v.io)).toBe(EXIT.ok);
    expect(v.out.join('')).toMatch(/^\d+\.\d+\.\d+\n$/);
    const bad = fakeIo();
    expect(await runCli(['frobnicate'], bad.io)).toBe(EXIT.usage);
    expect(bad.err.join('')).toBe("decalforge: unknown command 'frobnicate'\n");
  });

  it('reports a network failure as one line, and an unexpected failure without a stack unless DECALFORGE_DEBUG is set', async () => {
    const refused = fakeIo({}, (() => Promise.reject(new RangeError('boom'))) as unknown as typeof fetch);
    expect(await runCli(['list', '--config', '/nowhere/config.json'], refused.io)).toBe(EXIT.network);
    expect(refused.err.join('')).toBe('decalforge: Cannot reach http://127.0.0.1:9: boom\n');

    for (const debug of [false, true]) {
      const broken = fakeIo(debug ? { DECALFORGE_DEBUG: '1' } : {});
      broken.io.stdout.write = () => {
        throw new Error('stdout is closed');
      };
      expect(await runCli(['--help'], broken.io)).toBe(EXIT.failure);
      const text = broken.err.join('');
      expect(text.startsWith('decalforge: unexpected error: stdout is closed\n')).toBe(true);
      expect(/\n\s+at /.test(text)).toBe(debug);
    }
  });
});
