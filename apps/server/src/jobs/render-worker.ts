import { parentPort } from 'node:worker_threads';
import { runRender } from './run-render';
import type { GeneratorEnv, RenderTask } from './render-task';

interface Message {
  id: number;
  task: RenderTask;
  env: GeneratorEnv;
}

parentPort?.on('message', async ({ id, task, env }: Message) => {
  try {
    const png = await runRender(task, env);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort?.postMessage({ id, ok: true, png: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort?.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
