import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The home page may load at most this much JavaScript (gzip) before its first paint: the
// entry chunk and every chunk it imports statically. Lazily loaded pages (the admin screens,
// checkout...) do not count. The build prints every chunk and fails past the budget.
// The budget is 100 KB (docs/performance.md). The build ships Preact for React (decision 013):
// react-dom alone was ~64 KB of the 126 KB the home page cost with React.
export const HOME_SCRIPT_BUDGET_BYTES = 100 * 1024;

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunks and every chunk they import statically, each once. */
function initialChunks(chunks: Map<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].flatMap((name) => chunks.get(name) ?? []);
}

export function scriptBudget({
  budgetBytes = HOME_SCRIPT_BUDGET_BYTES,
  /** False for the React build (WEB_RUNTIME=react): it reports its size and is not held to it. */
  enforce = true,
} = {}): Plugin {
  return {
    name: 'labshop:script-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const gzipped = new Map(
        [...chunks.values()].map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]),
      );
      const initial = initialChunks(chunks);
      const initialNames = new Set(initial.map((chunk) => chunk.fileName));
      const total = initial.reduce((sum, chunk) => sum + (gzipped.get(chunk.fileName) ?? 0), 0);

      const rows = [...chunks.values()]
        .sort((a, b) => (gzipped.get(b.fileName) ?? 0) - (gzipped.get(a.fileName) ?? 0))
        .map((chunk) => {
          const where = initialNames.has(chunk.fileName) ? 'first paint' : 'lazy';
          const size = kb(gzipped.get(chunk.fileName) ?? 0).padStart(9);
          return `  ${size}  ${where.padEnd(11)}  ${chunk.fileName}`;
        });
      this.info(
        [
          'JavaScript by chunk (gzip):',
          ...rows,
          `Home page before first paint: ${kb(total)} of ${kb(budgetBytes)} budget` +
            (enforce ? '' : ' (not enforced: the budget is the Preact build’s)'),
        ].join('\n'),
      );
      if (enforce && total > budgetBytes) {
        this.error(
          `The home page loads ${kb(total)} of JavaScript (gzip) before its first paint, ` +
            `over the ${kb(budgetBytes)} budget: load more of it lazily.`,
        );
      }
    },
  };
}
