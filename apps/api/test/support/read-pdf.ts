import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF back the way a reader would: page sizes, the text, and the fonts the pages use.

export interface PdfFont {
  name: string;
  /** False when the font's program is missing from the file and a reader would substitute. */
  isEmbedded: boolean;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Text on one baseline joined left to right, top line first: a table row reads as a line. */
  lines: string[];
  fonts: PdfFont[];
}

export interface ReadPdf {
  pages: PdfPage[];
  /** Every line of every page, one per line. */
  text: string;
  /** The text in the order it was written, single-spaced: wrapped sentences read whole. */
  flow: string;
  title: string | undefined;
}

interface TextItem {
  str: string;
  transform: number[];
  fontName: string;
}

function toLines(items: TextItem[]): string[] {
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const y = Math.round(item.transform[5] ?? 0);
    rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] ?? 0, str: item.str.trim() }]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((cell) => cell.str)
        .join(' '),
    );
}

export async function readPdf(data: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    const flow: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item ? [item] : [],
      );
      // The operator list loads the fonts into commonObjs, where their embedding shows.
      await page.getOperatorList();
      const fonts = [...new Set(items.map((item) => item.fontName))].map((id) => {
        const font = page.commonObjs.get(id) as { name?: string; missingFile?: boolean };
        return { name: font.name ?? id, isEmbedded: font.missingFile === false };
      });
      pages.push({ width: x1 - x0, height: y1 - y0, lines: toLines(items), fonts });
      flow.push(...items.map((item) => item.str));
    }
    const { info } = await document.getMetadata();
    return {
      pages,
      text: pages.flatMap((page) => page.lines).join('\n'),
      flow: flow.join(' ').replace(/\s+/g, ' '),
      title: (info as { Title?: string }).Title,
    };
  } finally {
    await document.destroy();
  }
}
