/** Marks a finished step as a User Timing measure `decal-package:<step>` (read by the benchmark). */
export function measureStep(step: string, start: number, detail?: unknown): void {
  try {
    performance.measure(`decal-package:${step}`, { start, end: performance.now(), detail });
  } catch {
    /* User Timing unavailable */
  }
}
