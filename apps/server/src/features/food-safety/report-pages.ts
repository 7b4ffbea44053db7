import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';

/*
 * The pages of the inspector's report (report-pdf.ts): US Letter portrait, a header on every page,
 * tables whose heading row comes again on each page they carry on to, and "Page x of y" once all
 * are written. Text is written in the standard Helvetica, which has no glyph for some characters.
 */

export const PAGE = { width: 612, height: 792, margin: 36 };
const SIZE = { title: 14, heading: 11, text: 8 };
const LINE = 10;
const PAD = 3;
const GREY = rgb(0.93, 0.93, 0.93);
const RED = rgb(0.7, 0.05, 0.05);
const RULE = rgb(0.7, 0.7, 0.7);

export interface Column {
  header: string;
  /** A share of the page's width; a table's shares add up to 1. */
  share: number;
}

/** The pages of the report: where the next line goes, a new page when it does not fit. */
export class Pages {
  private page!: PDFPage;
  private y = 0;
  private readonly glyphs: Set<number>;
  private readonly widths = new Map<string, number>();
  private readonly fontKeys = new Map<PDFFont, PDFName>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly header: string[],
  ) {
    this.glyphs = new Set(font.getCharacterSet());
    this.newPage();
  }

  /** Text the standard font can write: another character becomes "?", a line break a space. */
  clean(text: string): string {
    return [...text.replace(/\s+/g, ' ')].map((c) => (this.glyphs.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  /** The name a font has in the current page's resources. */
  private keyOf(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) this.fontKeys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.fontKeys.clear();
    let y = PAGE.height - PAGE.margin - SIZE.title;
    const [first, ...rest] = this.header;
    this.page.drawText(this.clean(first ?? ''), { x: PAGE.margin, y, size: SIZE.title, font: this.bold });
    for (const line of rest) {
      y -= LINE + 2;
      this.page.drawText(this.clean(line), { x: PAGE.margin, y, size: SIZE.text + 1, font: this.font });
    }
    this.y = y - LINE * 1.5;
  }

  private ensure(height: number): boolean {
    if (this.y - height >= PAGE.margin + LINE * 2) return false;
    this.newPage();
    return true;
  }

  /** A text's width in points; a 90-day report measures the same few hundred texts thousands of times. */
  private width(text: string, font: PDFFont, size: number): number {
    const key = `${font === this.bold ? 'b' : 'r'}${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, size);
      this.widths.set(key, width);
    }
    return width;
  }

  /** A text's lines within `width` points, a word longer than the width cut where it must be. */
  private wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const clean = this.clean(text);
    if (this.width(clean, font, size) <= width) return [clean];
    const lines: string[] = [];
    let line = '';
    const fits = (t: string) => this.width(t, font, size) <= width;
    for (const word of clean.split(' ')) {
      let rest = word;
      const joined = line ? `${line} ${rest}` : rest;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      while (!fits(rest) && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  heading(text: string) {
    this.ensure(SIZE.heading + LINE * 3);
    this.y -= LINE;
    this.page.drawText(this.clean(text), { x: PAGE.margin, y: this.y, size: SIZE.heading, font: this.bold });
    this.y -= LINE + 2;
  }

  paragraph(text: string, color = rgb(0, 0, 0)) {
    for (const line of this.wrap(text, PAGE.width - 2 * PAGE.margin, this.font, SIZE.text + 1)) {
      this.ensure(LINE + 2);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - SIZE.text, size: SIZE.text + 1, font: this.font, color });
      this.y -= LINE + 2;
    }
  }

  /** A table; its heading row comes again at the top of each page it carries on to. A row marked `alert` is red. */
  table(columns: Column[], rows: { cells: string[]; alert?: boolean }[]) {
    const inner = PAGE.width - 2 * PAGE.margin;
    const widths = columns.map((c) => c.share * inner);
    const wrapRow = (cells: string[], font: PDFFont) =>
      cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * PAD, font, SIZE.text));
    const heightOf = (lines: string[][]) => Math.max(...lines.map((l) => l.length)) * LINE + 2 * PAD;
    const draw = (lines: string[][], font: PDFFont, shade: boolean, color = rgb(0, 0, 0)) => {
      const height = heightOf(lines);
      if (shade) this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: inner, height, color: GREY });
      // One text object per row (drawText would make one per line, four times the operators).
      const operators = [
        pushGraphicsState(),
        beginText(),
        setFillingColor(color),
        setFontAndSize(this.keyOf(font), SIZE.text),
      ];
      let x = PAGE.margin;
      lines.forEach((cell, i) => {
        cell.forEach((line, n) => {
          const y = this.y - PAD - SIZE.text - n * LINE + 1;
          if (line) operators.push(setTextMatrix(1, 0, 0, 1, x + PAD, y), showText(font.encodeText(line)));
        });
        x += widths[i]!;
      });
      this.page.pushOperators(...operators, endText(), popGraphicsState());
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - height },
        end: { x: PAGE.margin + inner, y: this.y - height },
        thickness: 0.3,
        color: RULE,
      });
      this.y -= height;
    };
    const headers = wrapRow(
      columns.map((c) => c.header),
      this.bold,
    );
    this.ensure(heightOf(headers) + LINE * 2);
    draw(headers, this.bold, true);
    for (const row of rows) {
      const lines = wrapRow(row.cells, this.font);
      if (this.ensure(heightOf(lines))) draw(headers, this.bold, true);
      draw(lines, this.font, false, row.alert ? RED : undefined);
    }
  }

  /** "Page x of y" at the foot of every page, once all are written. */
  numberPages(label: (page: number, count: number) => string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = this.clean(label(i + 1, pages.length));
      const width = this.font.widthOfTextAtSize(text, SIZE.text);
      page.drawText(text, { x: PAGE.width - PAGE.margin - width, y: PAGE.margin, size: SIZE.text, font: this.font });
    });
  }
}
