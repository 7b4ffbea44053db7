import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/support/csv';
import { exportName, pagesOf, safeCell, sendCsv, type CsvColumn } from './csv';

describe('safeCell', () => {
  it('neutralises text a spreadsheet would read as a formula, and keeps numbers and plain text', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])
      expect(safeCell(formula)).toBe(`'${formula}`);
    expect(safeCell('Steam wand')).toBe('Steam wand');
    expect(safeCell(-4.5)).toBe(-4.5);
    expect(safeCell(true)).toBe('Yes');
    expect(safeCell(null)).toBe('');
  });
});

describe('pagesOf', () => {
  it('reads page after page until a short one, in order', async () => {
    const data = Array.from({ length: 7 }, (_, i) => i);
    const reads: [number, number][] = [];
    const rows: number[] = [];
    for await (const row of pagesOf(async (limit, offset) => {
      reads.push([limit, offset]);
      return data.slice(offset, offset + limit);
    }, 3))
      rows.push(row);
    expect(rows).toEqual(data);
    expect(reads).toEqual([
      [3, 0],
      [3, 3],
      [3, 6],
    ]);
  });
});

describe('exportName', () => {
  it('joins the parts that are set', () => {
    expect(exportName('orders', 'store-3', null, false, '', '2026-11-01')).toBe('orders-store-3-2026-11-01');
  });
});

describe('sendCsv', () => {
  const columns: CsvColumn<{ n: number; text: string }>[] = [
    { header: 'N', value: (r) => r.n },
    { header: 'Text', value: (r) => r.text },
  ];

  it('streams many rows from an async iterable as one CSV file with a BOM and CRLF', async () => {
    const app = Fastify();
    app.get('/file', (_, reply) =>
      sendCsv(
        reply,
        'many rows/ä',
        columns,
        pagesOf(async (limit, offset) =>
          Array.from({ length: Math.max(0, Math.min(limit, 5000 - offset)) }, (_, i) => ({
            n: offset + i,
            text: i % 2 ? '=1+1' : 'a, "quoted" line\nbreak',
          })),
        ),
      ),
    );
    const answer = await app.inject({ method: 'GET', url: '/file' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="many-rows-.csv"');
    expect(answer.body.startsWith('\uFEFFN,Text\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(answer.body);
    expect(header).toEqual(['N', 'Text']);
    expect(rows).toHaveLength(5000);
    expect(rows[1]).toEqual(['1', "'=1+1"]);
    expect(rows[4998]).toEqual(['4998', 'a, "quoted" line\nbreak']);
    await app.close();
  });

  it('answers an error, not a cut file, when the first read fails', async () => {
    const app = Fastify();
    app.get('/file', (_, reply) =>
      sendCsv(
        reply,
        'broken',
        columns,
        pagesOf<{ n: number; text: string }>(async () => {
          throw Object.assign(new Error('refused'), { statusCode: 403 });
        }),
      ),
    );
    const answer = await app.inject({ method: 'GET', url: '/file' });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['content-type']).not.toMatch(/csv/);
    await app.close();
  });
});
