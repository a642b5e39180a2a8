import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

// V8 compiles a function lazily, on the main thread, the first time it runs. Nearly every
// function of a chunk the shop loads runs as soon as it arrives (the page it belongs to is being
// drawn), so each chunk starts with V8's explicit compile hint (Chrome 136+): the whole file is
// compiled while it streams in, on a background thread, before the main thread needs it. Other
// browsers read a comment. Measured in docs/performance.md (2026-11-29).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  let outDir = 'dist';
  return {
    name: 'labshop:compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The file's name changes with its first line.
    augmentChunkHash: () => COMPILE_HINT,
    // V8 reads the hint only as the file's first line, and Vite puts its preload list above
    // everything else in the entry as late as generateBundle, so the files are changed as written.
    async writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = path.join(outDir, chunk.fileName);
        const code = await readFile(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        await writeFile(file, `${COMPILE_HINT}\n${code}`);
        // The hint is a new first line with nothing mapped on it.
        const map = await readFile(`${file}.map`, 'utf8').catch(() => undefined);
        if (map) {
          const parsed = JSON.parse(map) as { mappings: string };
          await writeFile(
            `${file}.map`,
            JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }),
          );
        }
      }
    },
  };
}
