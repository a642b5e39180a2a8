// The render pool's worker thread. First it lowers its own priority (on Linux a thread's nice
// value is its own): drawing PDFs is background work and must yield the CPU to the event loop
// answering shoppers. That covers its start too, which is its heaviest part. Then, as a worker
// starts without its parent's module loaders (under `node --import tsx` as under vitest), it
// registers tsx and loads the TypeScript renderer.
import { constants, setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
register();
await import('./render-worker.ts');
