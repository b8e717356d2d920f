import type { OutStream } from './io';

/** What `generate` is doing, shown on stderr with the time since it started. */
export interface Progress {
  stage(text: string): void;
  /** Ends the display with a last line. */
  done(text: string): void;
  /** Ends the display without a last line (an error follows). */
  stop(): void;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const REDRAW_MS = 100;

export function formatElapsed(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.floor(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * On a terminal one line is redrawn (spinner, stage, elapsed time); otherwise — a pipe, a log
 * file, CI — each stage is one plain line, so logs stay readable.
 */
export function createProgress(stream: OutStream, now: () => number): Progress {
  const start = now();
  const elapsed = () => formatElapsed(now() - start);
  if (!stream.isTTY) {
    return {
      stage: (text) => void stream.write(`${text} (${elapsed()})\n`),
      done: (text) => void stream.write(`${text} (${elapsed()})\n`),
      stop: () => undefined,
    };
  }
  let current = '';
  let frame = 0;
  const draw = () => {
    frame = (frame + 1) % FRAMES.length;
    stream.write(`\r\x1b[2K${FRAMES[frame]} ${current} (${elapsed()})`);
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const clear = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  return {
    stage(text) {
      current = text;
      draw();
      if (!timer) {
        timer = setInterval(draw, REDRAW_MS);
        // A display must never keep the process alive.
        timer.unref();
      }
    },
    done(text) {
      clear();
      current = '';
      stream.write(`\r\x1b[2K✔ ${text} (${elapsed()})\n`);
    },
    stop() {
      clear();
      if (current) stream.write('\r\x1b[2K');
      current = '';
    },
  };
}
