import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export type PdfFonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont; script: PDFFont };

// A small flowing-text writer over pdf-lib: A4 pages, wrapped lines, a new page when one is full.

export const MARGIN = 56;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** The standard fonts write WinAnsi only: other characters become '?' rather than failing the document. */
export function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 63;
    out += known.has(code) ? char : '?';
  }
  return out;
}

/** Splits a paragraph into lines that fit `width` (a word longer than a line is cut). */
export function wrap(font: PDFFont, size: number, text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

export class PageWriter {
  page: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: string,
    private readonly footerFont: PDFFont,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    this.page.drawText(encodable(this.footerFont, this.footer), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: this.footerFont,
      color: rgb(0.4, 0.4, 0.4),
    });
    return this.page;
  }

  /** Room for `height` points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** A wrapped paragraph; `gap` is the space after it. */
  paragraph(text: string, font: PDFFont, size: number, gap = size * 0.6, x = MARGIN): void {
    const lineHeight = size * 1.35;
    for (const line of wrap(font, size, encodable(font, text), TEXT_WIDTH - (x - MARGIN))) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y, size, font });
    }
    this.y -= gap;
  }
}
