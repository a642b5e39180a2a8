import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PREACT_FOR_TESTS, preactTestAliases, reactShim } from './aliases.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(webRoot, 'package.json'));

/**
 * The web's dependencies that use React, directly or through another (react-router,
 * react-query, react-hook-form, @hookform/resolvers, lucide-react, @testing-library/react).
 * Read from package.json, so a new one is covered without a change here.
 */
export function reactDependents(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const needs = new Map<string, string[]>();
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (name === 'react' || name === 'react-dom' || name.startsWith('@types/')) continue;
    try {
      const pkg = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      needs.set(name, Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }));
    } catch {
      // A package that hides its package.json is a build tool, not a library of components.
    }
  }
  const dependents = new Set(['react', 'react-dom']);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, wants] of needs) {
      if (!dependents.has(name) && wants.some((want) => dependents.has(want))) {
        dependents.add(name);
        grew = true;
      }
    }
  }
  return [...dependents].filter((name) => name !== 'react' && name !== 'react-dom');
}

/**
 * The aliases again, for the libraries Vitest pre-bundles. `react` stays outside the bundle as
 * the shim itself, so the libraries and the app share one copy of it (its hooks run once).
 */
function preactForLibraries(): Plugin {
  return {
    name: 'labshop:preact-for-libraries',
    resolveId(source, importer) {
      if (source === 'react') return { id: `/@fs${reactShim}`, external: true };
      const target = Object.hasOwn(PREACT_FOR_TESTS, source) ? PREACT_FOR_TESTS[source] : null;
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

/**
 * The component tests again, on the renderer the production build ships: react and react-dom
 * are preact/compat with the build's own shim (decision 013), so a difference between the two
 * renderers fails here and not in a shopper's browser.
 *
 * Vitest hands node_modules to Node, past Vite's aliases, so the libraries that use React are
 * pre-bundled by Vite instead (deps.optimizer), with the aliases applied; that also keeps
 * lucide-react's 4,800 icon modules from being loaded again for every test file.
 */
export function preactTestProject(include: string[]) {
  const libraries = reactDependents();
  const preact = [
    'preact',
    'preact/hooks',
    'preact/compat',
    'preact/compat/client',
    'preact/compat/test-utils',
  ];
  return {
    resolve: {
      alias: preactTestAliases,
      // Resolve packages as the browser build does (Vite's defaults for the browser): Node's
      // entries are CommonJS for some (react-router, @testing-library/react), whose
      // require('react') no alias reaches.
      conditions: ['module', 'browser', 'development|production'],
      mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    },
    test: {
      name: 'web-preact',
      root: webRoot,
      include,
      environment: 'jsdom' as const,
      // As the `web` project: one jsdom and one import of the app per worker, not per file.
      isolate: false,
      setupFiles: [
        path.join(webRoot, 'vite/preact/test-setup.ts'),
        path.join(webRoot, 'vite/test-setup.ts'),
      ],
      // Vite, not Node, runs the pre-bundled files, so their import of the shim is Vite's too.
      server: { deps: { inline: [/\/node_modules\/\.vite\/vitest\//] } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [...preact, ...libraries],
            rolldownOptions: { plugins: [preactForLibraries()] },
          },
        },
      },
    },
  };
}
