import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './render-head.ts';

// A storefront page's own code is a lazily loaded chunk the browser finds only after the entry
// script has run and the router has matched: one round trip after another on a slow phone.
// The build's manifest names each page's chunk; the server lists it (and what it imports) as
// modulepreload links in the page it sends, so it arrives alongside the entry script.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// Pages a shopper often lands on from outside, by path, and the source of their route's code
// (apps/web/src/routes.tsx).
const PAGE_SOURCES: [RegExp, string][] = [
  [/^\/filter\/?$/, 'src/features/search/filter-page.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/features/product/product-page.tsx'],
];

export type PageScripts = (pathname: string) => string[];

export function loadPageScripts(webDist: string | false): PageScripts {
  const file = webDist === false ? '' : path.join(webDist, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // index.html already preloads the entry and everything it imports.
  const preloaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, preloaded);
  }
  const byPage = PAGE_SOURCES.map(([pattern, source]) => {
    const keys = new Set<string>();
    if (manifest[source]) collect(manifest, source, keys);
    const files = [...keys]
      .filter((key) => !preloaded.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    return [pattern, files] as const;
  });
  return (pathname) => byPage.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

function collect(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

/** The page with preload links for its scripts and pictures added at the end of its head. */
export function withPreloads(
  html: string,
  { scripts, images }: { scripts: string[]; images: string[] },
): string {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    ...images.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" />`),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}
