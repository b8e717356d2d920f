// Worker-thread entry: plain JavaScript that registers the TypeScript loader (tsx) in this
// thread, then loads the TypeScript worker. Works however the parent process was started.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
