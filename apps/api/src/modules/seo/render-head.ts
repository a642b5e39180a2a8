import type { PageHead } from './page-head.ts';

// Writes a page's head into the built index.html the server sends, so the answer carries it
// before any script runs. Everything from the catalog is escaped: names are admin input.

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside <script>: "</script>" or "<!--" in a product name must not end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', 'LabShop'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          ...(head.preloadImage === false
            ? []
            : [
                `<link rel="preload" as="image" href="${escapeHtml(head.image)}" fetchpriority="high" />`,
              ]),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]
      : []),
  ];
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

export function renderHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  let html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => title) : indexHtml;
  html = DESCRIPTION.test(html)
    ? html.replace(DESCRIPTION, () => description)
    : html.replace('</head>', () => `${description}\n</head>`);
  return html.replace('</head>', () => `    ${headTags(head).join('\n    ')}\n  </head>`);
}
