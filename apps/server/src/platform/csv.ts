import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports (DESIGN §2 "CSV streamed from the server"): rows are written as they are read, and
 * text cells are made safe to open in a spreadsheet.
 */

export interface CsvColumn<Row> {
  header: string;
  /** Numbers stay numbers; text is neutralised; null and undefined are empty cells. */
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading apostrophe, as OWASP's CSV-injection advice has it.
 */
export function safeCell(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A file name for Content-Disposition: letters, digits, dots, dashes and underscores only. */
function fileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** Rows per read of a paged export: memory stays flat, and a long export is a few hundred reads. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A list's rows page after page, for an export: `readPage` is the list's own ordered query with a
 * limit and an offset, and reading stops at the first short page.
 */
export async function* pagesOf<Row>(
  readPage: (limit: number, offset: number) => Promise<readonly Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(pageSize, offset);
    yield* page;
    if (page.length < pageSize) return;
  }
}

/** `orders`, `store-3`, `2026-11-01` → `orders-store-3-2026-11-01`: the parts that are set, joined. */
export function exportName(...parts: (string | number | null | undefined | false)[]): string {
  return parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '').join('-');
}

/**
 * Streams rows as a CSV download. `rows` may be an array or an async iterable that reads the
 * database page by page, so a long export never sits whole in memory. The first row is read before
 * the answer starts, so a refusal or a failed first read is an ordinary error answer, not a cut file.
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Promise<FastifyReply> {
  const iterator = (async function* () {
    yield* rows;
  })();
  const first = await iterator.next();
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.write(columns.map((c) => c.header));
  void (async () => {
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        if (csv.destroyed) break;
        if (!csv.write(columns.map((c) => safeCell(c.value(next.value))))) {
          // A client that leaves closes the stream: stop reading instead of waiting for ever.
          await new Promise<void>((resolve) => {
            const done = () => {
              csv.off('drain', done);
              csv.off('close', done);
              resolve();
            };
            csv.on('drain', done);
            csv.on('close', done);
          });
        }
      }
      await iterator.return(undefined);
      if (!csv.destroyed) csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(name)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
