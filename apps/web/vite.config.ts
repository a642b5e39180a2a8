import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compressAssets } from './vite/compress-assets.ts';
import { preactAliases } from './vite/preact/aliases.ts';
import { scriptBudget } from './vite/script-budget.ts';

// In development the API runs separately on port 3000; in production it serves this build itself.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), scriptBudget(), compressAssets()],
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
  // Development keeps React itself, for its warnings and dev tools; builds ship Preact.
  resolve: { alias: command === 'build' ? preactAliases : [] },
  // The manifest tells the server which chunks a page needs, to preload them (seo/page-scripts).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
}));
