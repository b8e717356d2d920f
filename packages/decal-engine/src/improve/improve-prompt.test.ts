import { describe, expect, it } from 'vitest';
import { parseScene } from '../scene/parse-scene';
import { improvePrompt, MAX_PROMPT_LENGTH } from './improve-prompt';

describe('improvePrompt (built-in)', () => {
  it('keeps the theme words and adds guidance', () => {
    const out = improvePrompt('Molten lava cracks with #ff5500 glow', 60);
    expect(out.startsWith('Molten lava cracks with #ff5500 glow')).toBe(true);
    expect(out.length).toBeGreaterThan('Molten lava cracks with #ff5500 glow'.length + 20);
    expect(out).toMatch(/Rocket League car decal/);
  });

  it('adds guidance in proportion to styleIntensity', () => {
    const lengths = [0, 25, 50, 75, 100].map((i) => improvePrompt('black and orange flames', i).length);
    expect(lengths[0]).toBe('black and orange flames'.length);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]).toBeGreaterThanOrEqual(lengths[i - 1]);
    expect(lengths[4]).toBeGreaterThan(lengths[1]);
  });

  it('is deterministic and bounded', () => {
    expect(improvePrompt('tiger stripes', 80)).toBe(improvePrompt('tiger stripes', 80));
    const long = 'neon dragon scales '.repeat(60);
    const out = improvePrompt(long, 100);
    expect(out.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(improvePrompt('x '.repeat(10) + 'y', 100).length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
  });

  it('handles empty input and odd intensities', () => {
    expect(improvePrompt('   ', 60).length).toBeGreaterThan(0);
    expect(improvePrompt('waves', Number.NaN)).toBe(improvePrompt('waves', 60));
    expect(improvePrompt('waves', 1000)).toBe(improvePrompt('waves', 100));
  });

  it('never adds a subject, colour or pattern: the parser reads the same scene', () => {
    for (const theme of [
      'black and orange flames',
      'ice dragon scales',
      'neon circuit',
      'red and white racing stripes',
      'purple galaxy',
      'a lone wolf',
      'tiger camo',
    ]) {
      const a = parseScene(theme, 3);
      const b = parseScene(improvePrompt(theme, 100), 3);
      expect({ ...b, prompt: '' }).toEqual({ ...a, prompt: '' });
    }
  });
});
