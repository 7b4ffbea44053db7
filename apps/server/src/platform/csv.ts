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

/**
 * Streams rows as a CSV download. `rows` may be an array or an async iterable that reads the
 * database page by page, so a long export never sits whole in memory.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): FastifyReply {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.write(columns.map((c) => c.header));
  void (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write(columns.map((c) => safeCell(c.value(row))))) {
          await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
      csv.end();
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
