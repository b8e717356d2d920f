import { parentPort } from 'node:worker_threads';
import { derivePackageImages, packPair } from './package-car';
import { runRender } from './run-render';
import { isPackageCarTask, type GeneratorEnv, type PoolTask } from './render-task';

interface Message {
  id: number;
  task: PoolTask;
  env: GeneratorEnv;
}

/** Answers every message, failures included, so the pool never waits on a lost reply. */
async function handle({ id, task, env }: Message): Promise<void> {
  try {
    let png: Buffer;
    if (isPackageCarTask(task)) {
      const { detail, mask } = await derivePackageImages(task.png, task.body);
      png = packPair(detail, mask);
    } else png = await runRender(task, env);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort?.postMessage({ id, ok: true, png: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort?.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
}

// handle() catches its own errors: nothing is left to wait for here.
parentPort?.on('message', (message: Message) => void handle(message));
