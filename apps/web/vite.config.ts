import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './vite/compile-hints.ts';
import { compressAssets } from './vite/compress-assets.ts';
import { preactAliases } from './vite/preact/aliases.ts';
import { preactApiGuard } from './vite/preact/react-api-guard.ts';
import { scriptBudget } from './vite/script-budget.ts';

// In development the API runs separately on port 3000; in production it serves this build itself.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

// Builds ship Preact in React's place (docs/decisions/013-preact-in-the-production-build.md);
// WEB_RUNTIME=react builds on React itself, about 55 KB more before the home page's first paint.
const runtime = process.env.WEB_RUNTIME ?? 'preact';
if (runtime !== 'preact' && runtime !== 'react') {
  throw new Error(`WEB_RUNTIME must be preact (the default) or react, not "${runtime}"`);
}

// React Router's package exports only its development build, whose warnings (string templates
// and checks at each route's first render) a shopper never sees. Its production build is the
// same code with them off, and builds take that one.
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const routerProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => {
  // Development keeps React itself, for its warnings and dev tools.
  const onPreact = command === 'build' && runtime === 'preact';
  return {
    plugins: [
      react(),
      tailwindcss(),
      // Fails the build on a React API that Preact does not provide.
      onPreact && preactApiGuard(),
      // The budget is the Preact build's; a React build reports its size without failing.
      scriptBudget({ enforce: runtime === 'preact' }),
      compileHints(),
      compressAssets(),
    ],
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    resolve: {
      alias: [...(onPreact ? preactAliases : []), ...(command === 'build' ? routerProduction : [])],
    },
    // The manifest tells the server which chunks a page needs, to preload them (seo/page-scripts).
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  };
});
