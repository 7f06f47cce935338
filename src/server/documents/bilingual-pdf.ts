import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);

/**
 * The fonts ship with the project (npm packages, not the machine's): Noto Sans Tamil for Tamil
 * and Noto Sans for everything else. pdfkit has no fallback from one font to another, so every
 * text is cut into runs by script and each run is set in its own font (decision 050). pdfkit
 * embeds only the glyphs a document uses. Each font is read and parsed once per process (the first
 * certificate), not once per document.
 */
const FONT_FILES = {
  tamil: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  tamilBold: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
} as const;

type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, fontkit.Font> | undefined;

function loadedFonts(): Record<FontName, fontkit.Font> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(readFileSync(file)) as fontkit.Font]),
  ) as Record<FontName, fontkit.Font>;
  return fonts;
}

/**
 * Tamil letters and signs, with the spaces between Tamil words: the Tamil font's subset has no
 * digits or punctuation, and the Latin one has no rupee sign, which the Tamil one has.
 */
const TAMIL_RUN = /[\u0B80-\u0BFF\u20B9]+(?:\s+[\u0B80-\u0BFF\u20B9]+)*/gu;

export type Pdf = PDFKit.PDFDocument;

interface TextStyle {
  size: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number;
  color?: string;
}

/** A new A4 page whose fonts are registered; `bytesOf` collects what it writes. */
export function newPdf(info: { title: string; subject: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: info.title, Subject: info.subject, Creator: 'Citizen Services Portal' },
  });
  // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open).
  for (const [name, font] of Object.entries(loadedFonts())) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  return doc;
}

/** The whole file once the document is ended. */
export function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Tamil and other runs of a text, in order: `[text, isTamil]`. */
export function scriptRuns(text: string): [string, boolean][] {
  const runs: [string, boolean][] = [];
  let at = 0;
  for (const match of text.matchAll(TAMIL_RUN)) {
    if (match.index > at) runs.push([text.slice(at, match.index), false]);
    runs.push([match[0], true]);
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push([text.slice(at), false]);
  return runs;
}

/** Where the line's baseline sits below its top, as a share of the font size. */
const ASCENT = 1.05;

/**
 * Writes one paragraph at the current position (or at x, y), each script in its own font. The
 * runs share a baseline: by default pdfkit places a run by its own font's ascent, and the Tamil
 * font's is taller, which would lift the Tamil words above the English ones beside them.
 */
export function write(doc: Pdf, text: string, style: TextStyle, at?: { x: number; y: number }): void {
  const runs = scriptRuns(text);
  doc.fillColor(style.color ?? '#000000').fontSize(style.size);
  const options = {
    align: style.align ?? 'left',
    width: style.width ?? pageWidth(doc),
    baseline: 'alphabetic' as const,
    lineGap: style.size * 0.25,
  };
  const ascent = style.size * ASCENT;
  runs.forEach(([run, tamil], index) => {
    doc.font(tamil ? (style.bold ? 'tamilBold' : 'tamil') : style.bold ? 'latinBold' : 'latin');
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run, at?.x ?? doc.x, (at?.y ?? doc.y) + ascent, { ...options, continued });
    else doc.text(run, { ...options, continued });
  });
  doc.y -= ascent;
}

export function pageWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A QR code of `text` drawn as squares (sharp at any zoom, a few hundred bytes), `size` points wide. */
export function drawQrCode(doc: Pdf, text: string, at: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = at.size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(at.x + column * cell, at.y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** One line of a document's facts: its label in Tamil and in English, and the value as given. */
export interface FactRow {
  ta: string;
  en: string;
  value: string;
}

/** The facts in two columns: both labels on the left, each value in bold beside them. */
export function writeFacts(doc: Pdf, rows: readonly FactRow[]): void {
  const width = pageWidth(doc);
  const labelWidth = width * 0.45;
  const left = doc.page.margins.left;
  for (const row of rows) {
    const top = doc.y;
    write(doc, row.ta, { size: 10, color: '#333333', width: labelWidth }, { x: left, y: top });
    write(doc, row.en, { size: 10, color: '#333333', width: labelWidth });
    const labelBottom = doc.y;
    write(doc, row.value || '—', { size: 12, bold: true, width: width - labelWidth - 12 }, { x: left + labelWidth + 12, y: top });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 6;
  }
}

const QR_SIZE = 110;

/** The QR code of the verify page at the foot of the page, with what it is for in both languages and its URL. */
export function writeVerificationFoot(doc: Pdf, verifyUrl: string, words: { ta: string; en: string }): void {
  const width = pageWidth(doc);
  const left = doc.page.margins.left;
  const top = doc.page.height - doc.page.margins.bottom - QR_SIZE - 10;
  drawQrCode(doc, verifyUrl, { x: left + width - QR_SIZE, y: top, size: QR_SIZE });
  const textWidth = width - QR_SIZE - 16;
  write(doc, words.ta, { size: 9, width: textWidth }, { x: left, y: top });
  write(doc, words.en, { size: 9, width: textWidth });
  write(doc, verifyUrl, { size: 8, width: textWidth, color: '#1a4d8f' });
}
