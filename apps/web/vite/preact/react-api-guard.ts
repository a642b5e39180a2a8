import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PREACT_FOR, reactShim } from './aliases.ts';

// The production build runs the React code on preact/compat (decision 013). A React API that
// compat lacks would be `undefined` there, with at most a warning from the bundler, and the
// page would break for shoppers only. This plugin fails the build instead.

const DECISION = 'docs/decisions/013-preact-in-the-production-build.md';

/**
 * React APIs a library reads only to use them when they exist, with its own fallback: allowed
 * although compat lacks them. Each entry names the library and why it is safe.
 */
export const FEATURE_CHECKED: readonly {
  importer: RegExp;
  names: readonly string[];
  why: string;
}[] = [
  {
    importer: /[\\/]node_modules[\\/]react-router[\\/]/,
    names: ['use', 'useOptimistic'],
    why: 'react-router reads React[name] and falls back when it is missing (RSC only; plain state)',
  },
];

/** Where the app takes React from, each with the module the build puts in its place. */
const REACT_MODULES = Object.keys(PREACT_FOR);

/** What each React module name provides in the build: the named exports of its Preact stand-in. */
async function providedExports(): Promise<Map<string, Set<string>>> {
  const provided = new Map<string, Set<string>>();
  for (const [name, target] of Object.entries(PREACT_FOR)) {
    // react.ts re-exports preact/compat whole (and adds behaviour, not exports).
    const module = target === reactShim ? 'preact/compat' : target;
    // As an ES module, the build's form (CommonJS would hide names from the import).
    const exports = (await import(module)) as Record<string, unknown>;
    provided.set(name, new Set(Object.keys(exports)));
  }
  return provided;
}

export interface MissingImport {
  module: string;
  name: string;
  importer: string;
  line?: number;
}

function isFeatureChecked(importer: string, name: string): boolean {
  return FEATURE_CHECKED.some(
    (entry) => entry.importer.test(importer) && entry.names.includes(name),
  );
}

export function describeMissing({ module, name, importer, line }: MissingImport): string {
  const where = path.relative(process.cwd(), importer) + (line ? `:${line}` : '');
  return (
    `\`${name}\` from "${module}" (${where}) does not exist in preact/compat, which the ` +
    `production build runs in React's place (${DECISION}); it would be undefined for shoppers. ` +
    'Use an API Preact provides, add the rule to apps/web/vite/preact/react.ts, or, for a ' +
    'library that checks for it first, add it to FEATURE_CHECKED in ' +
    'apps/web/vite/preact/react-api-guard.ts.'
  );
}

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
  } else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && child && typeof child === 'object') walk(child, visit);
    }
  }
}

/**
 * The React APIs a module takes that the build lacks: named imports, and properties read from a
 * namespace or default import (`React.useActionState`, `React['use']`).
 */
export function findMissingImports(
  program: unknown,
  importer: string,
  provided: Map<string, Set<string>>,
  lineOf: (offset: number) => number,
): MissingImport[] {
  const missing: MissingImport[] = [];
  const objects = new Map<string, string>(); // local name of a namespace/default import -> module
  const check = (module: string, name: string, offset: number) => {
    if (!provided.get(module)?.has(name) && !isFeatureChecked(importer, name)) {
      missing.push({ module, name, importer, line: lineOf(offset) });
    }
  };
  for (const statement of (program as { body: Node[] }).body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const module = (statement.source as { value: string }).value;
    if (!REACT_MODULES.includes(module)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const local = (specifier.local as { name: string }).name;
      if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
        const imported = specifier.imported as { name?: string; value?: string };
        check(module, imported.name ?? imported.value ?? '', specifier.start as number);
      } else if (specifier.type !== 'ImportSpecifier') {
        objects.set(local, module);
      }
    }
  }
  if (objects.size === 0) return missing;
  walk(program, (node) => {
    if (node.type !== 'MemberExpression') return;
    const object = node.object as Node;
    const module = object.type === 'Identifier' ? objects.get(object.name as string) : undefined;
    if (!module) return;
    const property = node.property as Node;
    if (!node.computed && property.type === 'Identifier') {
      check(module, property.name as string, node.start as number);
    } else if (node.computed && property.type === 'Literal' && typeof property.value === 'string') {
      check(module, property.value, node.start as number);
    }
  });
  return missing;
}

const UNDEFINED_IMPORT =
  /Import `([^`]+)` will always be undefined because there is no matching export in '([^']+)'/;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Fails the Preact build on a React API that preact/compat does not provide. */
export function preactApiGuard(): Plugin {
  let provided: Map<string, Set<string>>;
  return {
    name: 'labshop:preact-api-guard',
    apply: 'build',
    async buildStart() {
      provided = await providedExports();
    },
    // Before the TypeScript and JSX transforms, so the lines named are the source's.
    transform: {
      order: 'pre',
      handler(code, id) {
        const file = id.split('?')[0] ?? '';
        const lang = /\.(tsx|ts|jsx)$/.exec(file)?.[1] as 'tsx' | 'ts' | 'jsx' | undefined;
        if (!lang && !/\.[cm]?js$/.test(file)) return null;
        if (!/["'](?:react|react-dom)(?:\/[\w-]+)?["']/.test(code)) return null;
        const lineOf = (offset: number) => code.slice(0, offset).split('\n').length;
        const program = this.parse(code, { lang: lang ?? 'js' });
        const missing = findMissingImports(program, id, provided, lineOf);
        if (missing.length > 0) this.error(missing.map(describeMissing).join('\n'));
        return null;
      },
    },
    // The bundler also sees reads the parse above cannot, e.g. React[name] with a constant name.
    onLog(_level, log: Rollup.RollupLog) {
      if (log.code !== 'IMPORT_IS_UNDEFINED') return;
      const match = UNDEFINED_IMPORT.exec(log.message.replace(ANSI, ''));
      if (!match || !/vite[\\/]preact[\\/]react\.ts$|preact[\\/]compat/.test(match[2] ?? ''))
        return;
      const name = match[1] ?? '';
      const importer = log.id ?? '';
      if (isFeatureChecked(importer, name)) return false;
      this.error(describeMissing({ module: 'react', name, importer, line: log.loc?.line }));
    },
  };
}
