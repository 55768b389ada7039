import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The building blocks of the A4 PDFs in Korean (the inspection report of issue 16, the portfolio of
 * issue 18): PretendardGOV (OFL), embedded as a subset so the Korean text shows on any reader and
 * stays extractable, registered as the fonts 'regular' and 'bold'.
 */

const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pretendard-gov/package.json')), 'dist/public/static/alternative');
let fonts: { regular: Font; bold: Font } | undefined;
const parse = (file: string) => create(readFileSync(path.join(FONT_DIR, file))) as Font;
/** Read and parsed once per process (about 5 MB each), on the first report: parsing per report costs ten times the drawing. */
const fontsOf = () => (fonts ??= { regular: parse('PretendardGOV-Regular.ttf'), bold: parse('PretendardGOV-Bold.ttf') });
/** pdfkit takes a parsed fontkit font where its types name a file (its PDFFontFactory.open: anything with layout()). */
const asSource = (font: Font) => font as unknown as string;

/** The page: A4 with 50 pt margins; width is the text column's. */
export const PDF_PAGE = { margin: 50, width: 595.28 - 100 } as const;
export const PDF_COLORS = { ink: '#1d1d1d', line: '#8a8a8a', fill: '#256ef4', note: '#555555' } as const;

export type TPdfDoc = InstanceType<typeof PDFDocument>;

/** A new A4 document with the Korean fonts registered, and the promise of its bytes once `doc.end()` is called. */
export function newA4Pdf(title: string): { doc: TPdfDoc; bytes: Promise<Buffer> } {
  const { regular, bold } = fontsOf();
  const doc = new PDFDocument({ size: 'A4', margin: PDF_PAGE.margin, font: asSource(regular), info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', asSource(regular));
  doc.registerFont('bold', asSource(bold));
  return { doc, bytes };
}
