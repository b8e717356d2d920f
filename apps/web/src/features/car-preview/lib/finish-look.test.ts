import { describe, expect, it } from 'vitest';
import { FINISHES } from '@decalforge/shared';
import { SHEEN_TIMING, finishLook, sheenMoves, sheenPhase } from './finish-look';

describe('finishLook', () => {
  it('makes matte the roughest, anodized metallic and pearlescent, and falls back to animated', () => {
    const looks = Object.fromEntries(FINISHES.map((f) => [f, finishLook(f)]));
    expect(looks.matte.roughness).toBeGreaterThan(looks.animated.roughness);
    expect(looks.matte.clearcoat).toBe(0);
    expect(looks.anodized.metalness).toBeGreaterThan(looks.animated.metalness);
    expect(looks.anodized.iridescence).toBeGreaterThan(0);
    expect(finishLook(undefined)).toEqual(looks.animated);
  });

  it('gives only the animated finish a sheen, which stands still with reduced motion', () => {
    expect(finishLook('animated').sheen).toBeGreaterThan(0);
    expect(finishLook('matte').sheen).toBe(0);
    expect(finishLook('anodized').sheen).toBe(0);
    expect(sheenMoves('animated', false)).toBe(true);
    expect(sheenMoves('animated', true)).toBe(false);
    expect(sheenMoves('matte', false)).toBe(false);
    expect(sheenMoves(undefined, false)).toBe(true);
  });
});

describe('sheenPhase', () => {
  it('sweeps from 0 to 1, then rests (null) for the rest of the period, and repeats', () => {
    expect(sheenPhase(0)).toBe(0);
    expect(sheenPhase(SHEEN_TIMING.sweepMs / 2)).toBeCloseTo(0.5);
    expect(sheenPhase(SHEEN_TIMING.sweepMs)).toBe(1);
    expect(sheenPhase(SHEEN_TIMING.sweepMs + 1)).toBeNull();
    expect(sheenPhase(SHEEN_TIMING.periodMs - 1)).toBeNull();
    expect(sheenPhase(SHEEN_TIMING.periodMs + SHEEN_TIMING.sweepMs / 4)).toBeCloseTo(0.25);
  });

  it('rests most of the time, so the software renderer draws few frames', () => {
    expect(SHEEN_TIMING.sweepMs / SHEEN_TIMING.periodMs).toBeLessThan(0.5);
    expect(SHEEN_TIMING.fps).toBeLessThanOrEqual(15);
  });
});
