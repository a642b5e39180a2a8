// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { preactAliases } from './aliases.ts';
import { findMissingImports, preactApiGuard } from './react-api-guard.ts';

const provided = new Map([
  ['react', new Set(['useState', 'useEffect', 'default'])],
  ['react-dom', new Set(['createPortal', 'default'])],
]);

function missing(code: string, importer = '/app/src/page.tsx') {
  const { program } = parseSync(importer, code);
  return findMissingImports(program, importer, provided, () => 1).map(
    ({ module, name }) => `${module}:${name}`,
  );
}

describe('the build check of React APIs Preact lacks', () => {
  it('names each missing named import, and reads through a namespace or default import', () => {
    expect(missing("import { use, useState } from 'react';")).toEqual(['react:use']);
    expect(missing("import { useFormStatus, createPortal } from 'react-dom';")).toEqual([
      'react-dom:useFormStatus',
    ]);
    expect(missing("import * as R from 'react'; R.useActionState(); R.useState();")).toEqual([
      'react:useActionState',
    ]);
    expect(missing("import React from 'react'; React['useOptimistic'];")).toEqual([
      'react:useOptimistic',
    ]);
  });

  it('leaves type imports and other modules alone', () => {
    expect(missing("import { type Usable, useEffect } from 'react';")).toEqual([]);
    expect(missing("import type { Usable } from 'react';")).toEqual([]);
    expect(missing("import { use } from 'other-library';")).toEqual([]);
  });

  it('allows what react-router checks for before using, and only there', () => {
    const code = "import * as React from 'react'; React.use; React.useOptimistic;";
    expect(missing(code, '/repo/node_modules/react-router/dist/index.mjs')).toEqual([]);
    expect(missing(code, '/repo/node_modules/another/index.mjs')).toEqual([
      'react:use',
      'react:useOptimistic',
    ]);
  });

  it('fails a Preact build that imports one, naming the import and decision 013', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'labshop-guard-'));
    const buildEntry = (code: string) => {
      fs.writeFileSync(path.join(root, 'entry.js'), code);
      return build({
        configFile: false,
        logLevel: 'silent',
        root,
        plugins: [preactApiGuard()],
        resolve: { alias: preactAliases },
        build: { write: false, lib: { entry: 'entry.js', formats: ['es'] } },
      });
    };
    try {
      await expect(
        buildEntry("import { useState } from 'react';\nexport default useState;"),
      ).resolves.toBeDefined();
      await expect(
        buildEntry(
          "import { useState } from 'react';\nimport { use } from 'react';\nexport { use, useState };",
        ),
      ).rejects.toThrow(
        /`use` from "react" \(.*entry\.js:2\) does not exist in preact\/compat.*docs\/decisions\/013-preact-in-the-production-build\.md/,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
