import type { TestProject } from 'vitest/node';
import { buildServerBundle, type ServerBundle } from './server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled once per run, for the tests that spawn it (server-process.ts). */
    serverBundle: ServerBundle;
  }
}

// Vitest global setup of the API projects: the shops that tests spawn start from one bundle.
export default async function setup({ provide }: TestProject): Promise<void> {
  provide('serverBundle', await buildServerBundle());
}
