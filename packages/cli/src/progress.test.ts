import { describe, expect, it } from 'vitest';
import { createProgress, formatElapsed } from './progress';

function collector(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (s: string) => chunks.push(s) } };
}

describe('progress display', () => {
  it('formats elapsed time', () => {
    expect(formatElapsed(0)).toBe('0.0 s');
    expect(formatElapsed(4250)).toBe('4.3 s');
    expect(formatElapsed(125_000)).toBe('2 min 05 s');
  });

  it('writes one plain line per stage when stderr is not a terminal', () => {
    let now = 0;
    const { chunks, stream } = collector(false);
    const p = createProgress(stream, () => now);
    p.stage('Generating decal abc');
    now = 2500;
    p.stage('Building the package');
    p.done('Saved the package (1.0 MB)');
    p.stop();
    expect(chunks.join('')).toBe('Generating decal abc (0.0 s)\nBuilding the package (2.5 s)\nSaved the package (1.0 MB) (2.5 s)\n');
  });

  it('redraws one line on a terminal and ends it with a newline', () => {
    let now = 0;
    const { chunks, stream } = collector(true);
    const p = createProgress(stream, () => now);
    p.stage('Generating decal abc');
    now = 1000;
    p.done('Saved');
    p.stop();
    const out = chunks.join('');
    expect(out.startsWith('\r\x1b[2K')).toBe(true);
    expect(out).toContain(' Generating decal abc (0.0 s)');
    expect(out.endsWith('\r\x1b[2K✔ Saved (1.0 s)\n')).toBe(true);
    expect(out.split('\n')).toHaveLength(2);
  });
});
