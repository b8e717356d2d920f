// Worker-thread entry: plain JavaScript that registers the TypeScript loader (tsx) in this
// thread, then loads the TypeScript worker. Works however the parent process was started.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// Renders are batch work beside a latency-sensitive event loop: each keeps a CPU busy for its
// whole length, and on a small machine under load the API's requests waited behind them
// (bench:load p99). So this thread runs at a lower scheduling priority (nice 10): Linux keeps
// nice values per thread, `setPriority(0, …)` changes only the calling thread, and threads it
// starts later (the renderer's own) inherit it — hence before anything else is loaded. When
// every CPU is busy the API answers first and renders take what is left; on an idle CPU they
// run as fast as before. Lowering needs no privilege; where the OS refuses, nothing changes.
try {
  setPriority(0, 10);
} catch {
  /* not supported here: normal priority */
}

register();
await import('./render-worker.ts');
