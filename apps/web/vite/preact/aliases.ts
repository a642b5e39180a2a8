import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The module the build uses as `react`: preact/compat plus the React rules it lacks. */
export const reactShim = path.join(here, 'react.ts');

/** Each React module name and what the production build takes in its place (see react.ts). */
export const PREACT_FOR: Readonly<Record<string, string>> = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: reactShim,
};

/** The same for tests: @testing-library/react takes `act` from react-dom/test-utils. */
export const PREACT_FOR_TESTS: Readonly<Record<string, string>> = {
  'react-dom/test-utils': 'preact/compat/test-utils',
  ...PREACT_FOR,
};

const exactly = (name: string) => new RegExp(`^${name.replaceAll('/', '\\/')}$`);
const toAliases = (map: Readonly<Record<string, string>>): Alias[] =>
  Object.entries(map).map(([name, replacement]) => ({ find: exactly(name), replacement }));

/** React's module names mapped onto Preact, for the production build. */
export const preactAliases: Alias[] = toAliases(PREACT_FOR);
export const preactTestAliases: Alias[] = toAliases(PREACT_FOR_TESTS);
