import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LabelSize } from '@dripp/contract/food-safety';

/*
 * Date labels as a PDF (issue 39 part 5, decision 281): one label a page at the label's size, so
 * any printer (AirPrint included) prints them on label stock. Everything is in English and Spanish,
 * times on the store's clock. A pure function of its data; the drawing helpers serve the report too.
 */

/** Points (1/72 in) of each label size, width × height. */
export const LABEL_PAGE_POINTS: Record<LabelSize, [number, number]> = {
  '2x1': [144, 72],
  '2x2': [144, 144],
  '4x6': [288, 432],
};

export const ENGLISH_LOCALE = 'en-US';
export const SPANISH_LOCALE = 'es-US';

export interface LabelData {
  item: string;
  itemEs: string | null;
  preppedAt: Date;
  useBy: Date;
  preppedBy: string | null;
  store: string;
  timeZone: string;
  size: LabelSize;
  quantity: number;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The standard fonts (WinAnsi: Spanish accents, ñ, ¿¡ and ° are in it). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

/**
 * A text the font can write: plain spaces for the narrow and no-break ones Intl writes, and `?`
 * for a character WinAnsi lacks (a standard font cannot write it, and pdf-lib would throw).
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/[\u00a0\u2007\u202f]/g, ' ')]
    .map((c) => (known.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** The size at which a text fits `width`: `size` when it fits, smaller when not, never below `min`. */
export function fittedSize(font: PDFFont, text: string, width: number, size: number, min = 3): number {
  const atOne = font.widthOfTextAtSize(text, 1);
  return atOne <= 0 ? size : Math.max(min, Math.min(size, width / atOne));
}

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time on the store's clock, short as a label has room for ("Mon, Mar 16, 11:59 PM",
 * "lun, 16 mar, 11:59 p.m."): the weekday is what a kitchen reads a label by.
 */
export function storeMoment(at: Date, timeZone: string, locale: string): string {
  const key = `${timeZone}|${locale}`;
  let format = moments.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    moments.set(key, format);
  }
  return format.format(at).replace(/[\u00a0\u202f]/g, ' ');
}

export interface Line {
  text: string;
  bold?: boolean;
  /** Its size relative to the label's base size. */
  scale: number;
}

/**
 * A label's lines, top to bottom. A small label (2×1 in) puts each heading before its value; the
 * others give the headings lines of their own, so the dates are written larger.
 */
export function labelLines(data: LabelData): Line[] {
  const at = (when: Date, locale: string) => storeMoment(when, data.timeZone, locale);
  const item = [
    { text: data.item, bold: true, scale: 1.6 },
    ...(data.itemEs ? [{ text: data.itemEs, scale: 1.25 }] : []),
  ];
  const people = [
    { text: `Prepped by / Preparado por: ${data.preppedBy ?? '—'}`, scale: 0.85 },
    { text: `Store / Tienda: ${data.store}`, scale: 0.85 },
  ];
  if (data.size === '2x1') {
    return [
      ...item,
      { text: `Prepped: ${at(data.preppedAt, ENGLISH_LOCALE)}`, scale: 1 },
      { text: `Preparado: ${at(data.preppedAt, SPANISH_LOCALE)}`, scale: 1 },
      { text: `Use by: ${at(data.useBy, ENGLISH_LOCALE)}`, bold: true, scale: 1.15 },
      { text: `Usar antes de: ${at(data.useBy, SPANISH_LOCALE)}`, bold: true, scale: 1.15 },
      ...people,
    ];
  }
  return [
    ...item,
    { text: 'Prepped / Preparado', bold: true, scale: 0.8 },
    { text: at(data.preppedAt, ENGLISH_LOCALE), scale: 1 },
    { text: at(data.preppedAt, SPANISH_LOCALE), scale: 1 },
    { text: 'Use by / Usar antes de', bold: true, scale: 0.8 },
    { text: at(data.useBy, ENGLISH_LOCALE), bold: true, scale: 1.2 },
    { text: at(data.useBy, SPANISH_LOCALE), bold: true, scale: 1.2 },
    ...people,
  ];
}

const LINE_SPACING = 1.2;

/**
 * Draws lines top to bottom inside a box, each at its share of the height the lines have (the base
 * size capped at `maxBase`), shrunk further where it is wider than the box.
 */
export function drawFittedLines(
  page: PDFPage,
  fonts: Fonts,
  lines: Line[],
  box: { x: number; top: number; width: number; height: number; maxBase: number },
): void {
  const total = lines.reduce((sum, line) => sum + line.scale * LINE_SPACING, 0);
  const base = Math.min(box.maxBase, box.height / total);
  let y = box.top;
  for (const line of lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    const text = printable(font, line.text);
    const nominal = base * line.scale;
    const size = fittedSize(font, text, box.width, nominal);
    y -= nominal * LINE_SPACING;
    // The baseline sits above the line's bottom by the font's descent, so letters like "g" stay inside.
    page.drawText(text, { x: box.x, y: y + nominal * 0.25, size, font, color: rgb(0, 0, 0) });
  }
}

/** The labels of one print: `quantity` pages at its size, the same label on each. */
export async function labelsPdf(data: LabelData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printableTitle(`${data.item} — labels`));
  doc.setCreator('Dripp Portal');
  const fonts = await embedFonts(doc);
  const [width, height] = LABEL_PAGE_POINTS[data.size];
  const margin = Math.min(width, height) * 0.06;
  const lines = labelLines(data);
  for (let n = 0; n < data.quantity; n += 1) {
    const page = doc.addPage([width, height]);
    drawFittedLines(page, fonts, lines, {
      x: margin,
      top: height - margin,
      width: width - 2 * margin,
      height: height - 2 * margin,
      maxBase: height >= 300 ? 20 : 14,
    });
  }
  return doc.save();
}

/** A document title is metadata (UTF-16), free of the fonts' limits; only control characters go. */
const printableTitle = (text: string) => text.replace(/\p{Cc}/gu, ' ');
