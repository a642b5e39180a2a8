// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

describe('the compile hint on every chunk of the build', () => {
  let root: string;
  let assets: string;
  const chunk = (prefix: string) => {
    const name = readdirSync(assets).find(
      (file) => file.startsWith(prefix) && file.endsWith('.js'),
    );
    if (!name) throw new Error(`no ${prefix} chunk in ${readdirSync(assets).join(', ')}`);
    return path.join(assets, name);
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'labshop-compile-hints-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><script type="module" src="/main.js"></script>',
    );
    // A lazy page importing a shared chunk: Vite then writes its preload list at the entry's top.
    writeFileSync(path.join(root, 'shared.js'), 'export const shared = () => "shared";\n');
    writeFileSync(
      path.join(root, 'page.js'),
      'import { shared } from "./shared.js";\nexport const page = () => shared() + "page";\n',
    );
    writeFileSync(
      path.join(root, 'other.js'),
      'import { shared } from "./shared.js";\nexport const other = () => shared() + "other";\n',
    );
    writeFileSync(
      path.join(root, 'main.js'),
      'export const marker = "entry marker";\n' +
        'import("./page.js").then((m) => console.log(marker, m.page()));\n' +
        'import("./other.js").then((m) => console.log(m.other()));\n',
    );
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints()],
      build: { outDir: 'dist', sourcemap: true, minify: false },
    });
    assets = path.join(root, 'dist', 'assets');
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts each chunk, the entry with its preload list too, with the hint', () => {
    const entry = readFileSync(chunk('index'), 'utf8');
    expect(entry).toContain('__vite__mapDeps');
    for (const file of [chunk('index'), chunk('page'), chunk('shared')]) {
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    }
  });

  it('keeps the source maps pointing at the right lines', () => {
    const file = chunk('index');
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('"entry marker"'));
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const original = map.originalPositionFor({
      line: line + 1,
      column: lines[line]!.indexOf('"entry marker"'),
    });
    expect(original.source).toMatch(/main\.js$/);
    expect(original.line).toBe(1);
  });
});
