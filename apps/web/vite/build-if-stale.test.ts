// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, sourceFingerprint, webBuildIsStale } from './build-if-stale.ts';

const runtime = () => process.env.WEB_RUNTIME ?? 'preact';

describe('the web build staleness check', () => {
  let root: string;
  let src: string;
  let dist: string;
  let sources: string[];
  const markBuilt = async () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, STAMP_FILE), `${runtime()} ${await sourceFingerprint(sources)}`);
  };
  const setTime = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'labshop-web-build-'));
    src = path.join(root, 'src');
    dist = path.join(root, 'dist');
    mkdirSync(path.join(src, 'pages'), { recursive: true });
    writeFileSync(path.join(src, 'main.tsx'), 'a');
    writeFileSync(path.join(src, 'pages', 'home.tsx'), 'b');
    writeFileSync(path.join(root, 'index.html'), 'c');
    for (const file of ['main.tsx', 'pages/home.tsx']) setTime(path.join(src, file), 1_000_000);
    setTime(path.join(root, 'index.html'), 1_000_000);
    sources = [src, path.join(root, 'index.html'), path.join(root, 'missing.ts')];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build, or one left unfinished without its stamp', async () => {
    expect(await webBuildIsStale(dist, sources)).toBe(true);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    expect(await webBuildIsStale(dist, sources)).toBe(true);
  });

  it('skips a build made from the sources as they are', async () => {
    await markBuilt();
    expect(await webBuildIsStale(dist, sources)).toBe(false);
  });

  it('builds again after a source is edited, added or deleted, even in a folder below', async () => {
    await markBuilt();
    setTime(path.join(src, 'pages', 'home.tsx'), 2_000_000);
    expect(await webBuildIsStale(dist, sources)).toBe(true);

    await markBuilt();
    writeFileSync(path.join(src, 'pages', 'about.tsx'), 'd');
    setTime(path.join(src, 'pages', 'about.tsx'), 1_000_000);
    expect(await webBuildIsStale(dist, sources)).toBe(true);

    await markBuilt();
    rmSync(path.join(src, 'main.tsx'));
    expect(await webBuildIsStale(dist, sources)).toBe(true);
  });

  it('builds again for the other runtime (WEB_RUNTIME=react)', async () => {
    await markBuilt();
    const before = process.env.WEB_RUNTIME;
    process.env.WEB_RUNTIME = runtime() === 'react' ? 'preact' : 'react';
    try {
      expect(await webBuildIsStale(dist, sources)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.WEB_RUNTIME;
      else process.env.WEB_RUNTIME = before;
    }
  });

  it('ignores test files, which are not part of the build', async () => {
    await markBuilt();
    writeFileSync(path.join(src, 'pages', 'home.test.tsx'), 'e');
    expect(await webBuildIsStale(dist, sources)).toBe(false);
  });
});
