import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** React's module names mapped onto Preact, for the production build (see react.ts). */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.join(here, 'react.ts') },
];
