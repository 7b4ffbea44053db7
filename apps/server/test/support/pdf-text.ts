import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages as a reader sees them: each page's size in points and its lines of text. */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<{ size: number[]; lines: string[] }[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push({
      size: page.view.slice(2),
      lines: content.items.flatMap((i) => ('str' in i && i.str ? [i.str] : [])),
    });
  }
  return pages;
}

/** A PDF's text, page after page, as one line of words (a table cell's wrapped words read on). */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const pages = await pdfPages(bytes);
  return pages
    .map((p) => p.lines.join(' '))
    .join(' ')
    .replace(/\s+/g, ' ');
}
