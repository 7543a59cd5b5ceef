// The worker thread's entry: a worker does not inherit the bench process's tsx loader, so it loads
// listener-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./listener-worker.ts', import.meta.url);
